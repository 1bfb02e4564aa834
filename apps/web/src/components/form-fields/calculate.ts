/**
 * The 计算公式 (calculate) field's expression language (SPEC §1, approval-designer notes):
 * numbers, `+ − × ÷`, parentheses, unary minus, and references to other numeric fields
 * (`{vModel}`) or to the sum of an input-table column (`{tableVModel.columnVModel}`).
 *
 * Text is tokenised, turned into reverse Polish notation by the shunting-yard algorithm and
 * evaluated with decimal.js. Nothing is ever handed to `eval`/`Function`: anything outside the
 * grammar is a syntax error.
 */
import Decimal from 'decimal.js';
import { fieldMessages as m } from './messages';

export type CalcOperator = '+' | '-' | '×' | '÷';

/** One token of a stored expression. Field refs point at a vModel (or `table.column`). */
export type CalcToken =
  | { kind: 'number'; value: string }
  | { kind: 'op'; value: CalcOperator }
  | { kind: 'paren'; value: '(' | ')' }
  | { kind: 'field'; ref: string };

/** A result that either holds a value or says what is wrong (a user-facing text). */
export type CalcResult<T> = { ok: true; value: T } | { ok: false; error: string };

type RpnItem =
  | { kind: 'number'; value: Decimal }
  | { kind: 'field'; ref: string }
  | { kind: 'op'; value: CalcOperator | 'neg' };

const OP_ALIASES: Record<string, CalcOperator> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '*': '×',
  '×': '×',
  x: '×',
  '/': '÷',
  '÷': '÷',
};

const PRECEDENCE: Record<CalcOperator | 'neg', number> = { '+': 1, '-': 1, '×': 2, '÷': 2, neg: 3 };

/**
 * Splits formula text into tokens. `{name}` is a reference; `resolve` maps the name written
 * between braces (a label in the designer) to a ref, or answers undefined when no such field
 * exists (then the result is refused with 计算公式引用了不存在的字段).
 */
export function tokenize(
  text: string,
  resolve: (name: string) => string | undefined = (n) => n,
): CalcResult<CalcToken[]> {
  const tokens: CalcToken[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (/[0-9.]/.test(ch)) {
      const match = /^(?:\d+(?:\.\d*)?|\.\d+)/.exec(text.slice(i));
      if (!match) return { ok: false, error: m.calculate.unexpectedToken(ch) };
      tokens.push({ kind: 'number', value: match[0] });
      i += match[0].length;
      continue;
    }
    if (ch === '(' || ch === '（') {
      tokens.push({ kind: 'paren', value: '(' });
      i++;
      continue;
    }
    if (ch === ')' || ch === '）') {
      tokens.push({ kind: 'paren', value: ')' });
      i++;
      continue;
    }
    const op = OP_ALIASES[ch];
    if (op && ch !== 'x') {
      tokens.push({ kind: 'op', value: op });
      i++;
      continue;
    }
    if (ch === '{') {
      const end = text.indexOf('}', i + 1);
      if (end < 0) return { ok: false, error: m.calculate.unbalanced };
      const name = text.slice(i + 1, end).trim();
      const ref = resolve(name);
      if (ref === undefined) return { ok: false, error: m.calculate.missingField(name) };
      tokens.push({ kind: 'field', ref });
      i = end + 1;
      continue;
    }
    return { ok: false, error: m.calculate.unexpectedToken(ch) };
  }
  return { ok: true, value: tokens };
}

/** Writes tokens back as text; `label` names a ref (the designer shows labels). */
export function tokensToText(
  tokens: readonly CalcToken[],
  label: (ref: string) => string = (r) => r,
): string {
  return tokens
    .map((t) => {
      if (t.kind === 'field') return `{${label(t.ref)}}`;
      if (t.kind === 'op') return ` ${t.value} `;
      return t.value;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Shunting-yard: tokens to reverse Polish notation, checking the grammar on the way. */
export function toRpn(tokens: readonly CalcToken[]): CalcResult<RpnItem[]> {
  if (tokens.length === 0) return { ok: false, error: m.calculate.empty };
  const out: RpnItem[] = [];
  const stack: Array<CalcOperator | 'neg' | '('> = [];
  // true when an operand is expected next (start, after an operator or '(')
  let expectOperand = true;
  for (const token of tokens) {
    if (token.kind === 'number') {
      if (!expectOperand) return { ok: false, error: m.calculate.unexpectedToken(token.value) };
      let value: Decimal;
      try {
        value = new Decimal(token.value);
      } catch {
        return { ok: false, error: m.calculate.unexpectedToken(token.value) };
      }
      out.push({ kind: 'number', value });
      expectOperand = false;
    } else if (token.kind === 'field') {
      if (!expectOperand) return { ok: false, error: m.calculate.unexpectedToken(`{${token.ref}}`) };
      out.push({ kind: 'field', ref: token.ref });
      expectOperand = false;
    } else if (token.kind === 'paren' && token.value === '(') {
      if (!expectOperand) return { ok: false, error: m.calculate.unexpectedToken('(') };
      stack.push('(');
    } else if (token.kind === 'paren') {
      if (expectOperand) return { ok: false, error: m.calculate.unexpectedToken(')') };
      let found = false;
      while (stack.length > 0) {
        const top = stack.pop() as CalcOperator | 'neg' | '(';
        if (top === '(') {
          found = true;
          break;
        }
        out.push({ kind: 'op', value: top });
      }
      if (!found) return { ok: false, error: m.calculate.unbalanced };
    } else {
      let op: CalcOperator | 'neg' = token.value;
      if (expectOperand) {
        if (token.value === '-') op = 'neg';
        else if (token.value === '+')
          continue; // unary plus changes nothing
        else return { ok: false, error: m.calculate.unexpectedToken(token.value) };
      } else {
        // left-associative binary operators pop operators of higher or equal precedence
        while (stack.length > 0) {
          const top = stack[stack.length - 1] as CalcOperator | 'neg' | '(';
          if (top === '(' || PRECEDENCE[top] < PRECEDENCE[op]) break;
          out.push({ kind: 'op', value: top });
          stack.pop();
        }
      }
      stack.push(op);
      expectOperand = true;
    }
  }
  if (expectOperand) return { ok: false, error: m.calculate.unexpectedEnd };
  while (stack.length > 0) {
    const top = stack.pop() as CalcOperator | 'neg' | '(';
    if (top === '(') return { ok: false, error: m.calculate.unbalanced };
    out.push({ kind: 'op', value: top });
  }
  return { ok: true, value: out };
}

/** Reads a field value as a Decimal; empty or non-numeric values count as 0. */
export function toDecimal(value: unknown): Decimal {
  if (typeof value === 'number' && Number.isFinite(value)) return new Decimal(value);
  if (typeof value === 'string' && value.trim() !== '') {
    try {
      return new Decimal(value.trim());
    } catch {
      return new Decimal(0);
    }
  }
  return new Decimal(0);
}

/**
 * Evaluates an expression; `lookup(ref)` answers a field's value (a table column ref answers
 * the column's sum). Division by zero is refused.
 */
export function evaluate(
  tokens: readonly CalcToken[],
  lookup: (ref: string) => unknown,
): CalcResult<Decimal> {
  const rpn = toRpn(tokens);
  if (!rpn.ok) return rpn;
  const stack: Decimal[] = [];
  for (const item of rpn.value) {
    if (item.kind === 'number') stack.push(item.value);
    else if (item.kind === 'field') stack.push(toDecimal(lookup(item.ref)));
    else if (item.value === 'neg') stack.push((stack.pop() as Decimal).negated());
    else {
      const b = stack.pop() as Decimal;
      const a = stack.pop() as Decimal;
      if (item.value === '+') stack.push(a.plus(b));
      else if (item.value === '-') stack.push(a.minus(b));
      else if (item.value === '×') stack.push(a.times(b));
      else {
        if (b.isZero()) return { ok: false, error: m.calculate.divideByZero };
        stack.push(a.dividedBy(b));
      }
    }
  }
  return { ok: true, value: stack[0] as Decimal };
}

/** The refs an expression reads. */
export function referencedFields(tokens: readonly CalcToken[]): string[] {
  return tokens.flatMap((t) => (t.kind === 'field' ? [t.ref] : []));
}

/** A field the designer offers to formulas. */
export interface CalcCandidate {
  /** `vModel`, or `table.column` for an input-table column sum. */
  ref: string;
  label: string;
  /** Numeric (number, amount, slider, calculate, or a numeric table column). */
  numeric: boolean;
}

/**
 * Checks a formula in the designer: it must parse, must not reference the field itself
 * (directly or through other calculate fields), and every reference must exist and be numeric.
 * `formulas` holds the other calculate fields' tokens, to find cycles.
 */
export function checkFormula(
  self: { ref: string; label: string },
  tokens: readonly CalcToken[],
  candidates: readonly CalcCandidate[],
  formulas: ReadonlyMap<string, readonly CalcToken[]> = new Map(),
): string | null {
  const rpn = toRpn(tokens);
  if (!rpn.ok) return rpn.error;
  const byRef = new Map(candidates.map((c) => [c.ref, c]));
  for (const ref of referencedFields(tokens)) {
    if (ref === self.ref) return m.calculate.selfReference(self.label);
    const candidate = byRef.get(ref);
    if (!candidate) return m.calculate.missingField(ref);
    if (!candidate.numeric) return m.calculate.notNumeric(candidate.label);
  }
  // cycles through other calculate fields
  const seen = new Set<string>();
  const walk = (ref: string): boolean => {
    if (ref === self.ref) return true;
    if (seen.has(ref)) return false;
    seen.add(ref);
    const other = formulas.get(ref);
    return other ? referencedFields(other).some(walk) : false;
  };
  if (referencedFields(tokens).some(walk)) return m.calculate.selfReference(self.label);
  return null;
}

/** A Decimal as the field shows it: at most `precision` decimals, no trailing zeros. */
export function formatDecimal(value: Decimal, precision = 2): string {
  return value.toDecimalPlaces(precision, Decimal.ROUND_HALF_UP).toString();
}
