import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CalcToken, checkFormula, evaluate, formatDecimal, tokenize, tokensToText } from './calculate';

// A reference evaluator: random expression trees evaluated directly (recursively), printed
// with full parentheses or with minimal ones; the parser must give the same value.
type Tree =
  | { kind: 'num'; value: string }
  | { kind: 'ref'; name: string }
  | { kind: 'neg'; arg: Tree }
  | { kind: 'bin'; op: '+' | '-' | '×' | '÷'; left: Tree; right: Tree };

const VALUES: Record<string, string> = { a: '3.5', b: '-2', c: '0', d: '1000000', 'tbl.qty': '12.25' };

const tree: fc.Arbitrary<Tree> = fc.letrec<{ t: Tree }>((tie) => ({
  t: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }),
      )
      .map(([i, d]): Tree => ({ kind: 'num', value: d === undefined ? String(i) : `${i}.${d}` })),
    fc.constantFrom(...Object.keys(VALUES)).map((name): Tree => ({ kind: 'ref', name })),
    tie('t').map((arg): Tree => ({ kind: 'neg', arg: arg as Tree })),
    fc
      .tuple(fc.constantFrom('+', '-', '×', '÷'), tie('t'), tie('t'))
      .map(([op, left, right]): Tree => ({ kind: 'bin', op, left: left as Tree, right: right as Tree })),
  ),
})).t;

class DivByZero extends Error {}

function reference(t: Tree): Decimal {
  switch (t.kind) {
    case 'num':
      return new Decimal(t.value);
    case 'ref':
      return new Decimal(VALUES[t.name] as string);
    case 'neg':
      return reference(t.arg).negated();
    case 'bin': {
      const a = reference(t.left);
      const b = reference(t.right);
      if (t.op === '+') return a.plus(b);
      if (t.op === '-') return a.minus(b);
      if (t.op === '×') return a.times(b);
      if (b.isZero()) throw new DivByZero();
      return a.dividedBy(b);
    }
  }
}

function printFull(t: Tree): string {
  switch (t.kind) {
    case 'num':
      return t.value;
    case 'ref':
      return `{${t.name}}`;
    case 'neg':
      return `-(${printFull(t.arg)})`;
    case 'bin':
      return `(${printFull(t.left)} ${t.op} ${printFull(t.right)})`;
  }
}

const PREC = { '+': 1, '-': 1, '×': 2, '÷': 2 } as const;
/** Prints with only the parentheses precedence and left associativity need. */
function printMinimal(t: Tree, parentPrec = 0, rightSide = false): string {
  switch (t.kind) {
    case 'num':
      return t.value;
    case 'ref':
      return `{${t.name}}`;
    case 'neg':
      return `-${printMinimal(t.arg, 3)}`;
    case 'bin': {
      const p = PREC[t.op];
      const text = `${printMinimal(t.left, p)} ${t.op} ${printMinimal(t.right, p, true)}`;
      return p < parentPrec || (rightSide && p === parentPrec) ? `(${text})` : text;
    }
  }
}

const lookup = (ref: string) => VALUES[ref];

function viaParser(text: string) {
  const tokens = tokenize(text);
  if (!tokens.ok) throw new Error(tokens.error);
  return evaluate(tokens.value, lookup);
}

describe('calculate parser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('agrees with the reference evaluator on random expressions (full and minimal parentheses)', () => {
    fc.assert(
      fc.property(tree, (t) => {
        let expected: Decimal | 'div0';
        try {
          expected = reference(t);
        } catch (error) {
          if (!(error instanceof DivByZero)) throw error;
          expected = 'div0';
        }
        for (const text of [printFull(t), printMinimal(t)]) {
          const result = viaParser(text);
          if (expected === 'div0') {
            expect(result).toEqual({ ok: false, error: '除数不能为0' });
          } else {
            expect(result.ok, text).toBe(true);
            if (result.ok) expect(result.value.equals(expected), `${text} = ${expected}`).toBe(true);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  it('writes tokens back as text the tokenizer reads again', () => {
    fc.assert(
      fc.property(tree, (t) => {
        const tokens = tokenize(printFull(t));
        if (!tokens.ok) throw new Error(tokens.error);
        const again = tokenize(tokensToText(tokens.value));
        expect(again).toEqual(tokens);
      }),
      { numRuns: 200 },
    );
  });

  it('never runs code: any text is a value or a refusal, and no global is touched', () => {
    const evalSpy = vi.spyOn(globalThis, 'eval');
    const functionSpy = vi.spyOn(globalThis, 'Function');
    const attacks = [
      'alert(1)',
      'constructor.constructor("return process")()',
      '1+globalThis.x',
      '{__proto__}',
      '(1);process.exit(1)',
      '1; 2',
      '`1`',
      '0x10',
      '1e3',
      'a + b',
    ];
    for (const text of attacks) {
      const tokens = tokenize(text, () => undefined);
      const outcome = tokens.ok ? evaluate(tokens.value, () => 0) : tokens;
      expect(outcome.ok, text).toBe(false);
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const tokens = tokenize(text);
        if (!tokens.ok) return;
        const result = evaluate(tokens.value, () => 1);
        if (result.ok) expect(result.value).toBeInstanceOf(Decimal);
        else expect(typeof result.error).toBe('string');
      }),
      { numRuns: 500 },
    );
    expect(evalSpy).not.toHaveBeenCalled();
    expect(functionSpy).not.toHaveBeenCalled();
  });

  it('refuses broken expressions with a reason', () => {
    const refusal = (text: string) => {
      const tokens = tokenize(text);
      return tokens.ok ? evaluate(tokens.value, () => 1) : tokens;
    };
    expect(refusal('')).toEqual({ ok: false, error: '请输入计算公式' });
    expect(refusal('1 +')).toEqual({ ok: false, error: '表达式不完整' });
    expect(refusal('(1 + 2')).toEqual({ ok: false, error: '括号不匹配' });
    expect(refusal('1 + 2)')).toEqual({ ok: false, error: '括号不匹配' });
    expect(refusal('1 2')).toEqual({ ok: false, error: '无法识别“2”' });
    expect(refusal('1 × × 2')).toEqual({ ok: false, error: '无法识别“×”' });
  });

  it('accepts × ÷ and * / and full-width parentheses; rounds to the precision shown', () => {
    const result = viaParser('（1 + 2） * 10 / 4');
    expect(result.ok && formatDecimal(result.value)).toBe('7.5');
    const third = viaParser('10 ÷ 3');
    expect(third.ok && formatDecimal(third.value)).toBe('3.33');
    expect(third.ok && formatDecimal(third.value, 4)).toBe('3.3333');
  });

  it('sums nothing into 0 for empty inputs', () => {
    const tokens = tokenize('{x} × 2');
    expect(tokens.ok && evaluate(tokens.value, () => undefined)).toEqual({ ok: true, value: new Decimal(0) });
  });
});

describe('formula check in the designer', () => {
  const candidates = [
    { ref: 'field1', label: '金额', numeric: true },
    { ref: 'field2', label: '备注', numeric: false },
    { ref: 'field3', label: '合计', numeric: true },
    { ref: 'field4', label: '总额', numeric: true },
  ];
  const byLabel = (label: string) => candidates.find((c) => c.label === label)?.ref;
  const parse = (text: string): CalcToken[] => {
    const tokens = tokenize(text, byLabel);
    if (!tokens.ok) throw new Error(tokens.error);
    return tokens.value;
  };

  it('accepts a formula over numeric fields', () => {
    expect(checkFormula({ ref: 'field3', label: '合计' }, parse('{金额} × 2'), candidates)).toBeNull();
  });

  it('refuses a reference to itself', () => {
    expect(checkFormula({ ref: 'field3', label: '合计' }, parse('{金额} + {合计}'), candidates)).toBe(
      '计算公式不能引用自身：合计',
    );
  });

  it('refuses a reference to itself through another formula', () => {
    const formulas = new Map([['field4', parse('{合计} + 1')]]);
    expect(checkFormula({ ref: 'field3', label: '合计' }, parse('{总额} × 2'), candidates, formulas)).toBe(
      '计算公式不能引用自身：合计',
    );
  });

  it('refuses a missing field when typed and when it was deleted later', () => {
    expect(tokenize('{数量} × 2', byLabel)).toEqual({ ok: false, error: '计算公式引用了不存在的字段：数量' });
    expect(
      checkFormula({ ref: 'field3', label: '合计' }, [{ kind: 'field', ref: 'field9' }], candidates),
    ).toBe('计算公式引用了不存在的字段：field9');
  });

  it('refuses a non-numeric field', () => {
    expect(checkFormula({ ref: 'field3', label: '合计' }, parse('{备注} + 1'), candidates)).toBe(
      '计算公式只能引用数字类字段：备注',
    );
  });
});
