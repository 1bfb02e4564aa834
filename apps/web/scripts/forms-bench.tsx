// Org picker and form designer benchmark, printed as markdown (run with tsx: `pnpm bench:forms`).
// 1. Org picker: a 5,000-person department — building the name + pinyin-initials index once when
//    the department loads, then filtering it per keystroke (the work done after the 500 ms
//    debounce; the tree shows the result through a virtual list, so only ~14 rows render).
// 2. Designer with 100 fields: each edit step (reducer + formula checks + document build), the
//    validation on save, and rendering the canvas of 100 field cards (React server render of the
//    same components, as a stand-in for the browser's render cost).
// Targets: ≤ 100 ms per keystroke; designer edits well under one 16 ms frame, canvas render
// under 100 ms.
import { performance } from 'node:perf_hooks';
import { reportResult } from '../../../scripts/bench-result.mjs';

// React and antd as in the production build.
process.env.NODE_ENV = 'production';
// The app's modules read window / localStorage when they load.
const memory = new Map<string, string>();
Object.assign(globalThis, {
  window: { location: { origin: 'http://localhost' }, addEventListener() {}, removeEventListener() {} },
  localStorage: {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => memory.set(k, v),
    removeItem: (k: string) => memory.delete(k),
  },
});

const { buildSearchIndex, filterIndex } = await import('../src/components/org-picker/search');
const { designerReducer, initialDesignerState } = await import('../src/components/form-designer/history');
const { buildDocument, flattenFields, formulaProblem, validateDocument } = await import(
  '../src/components/form-designer/schema'
);
const { FIELD_TYPES } = await import('../src/components/form-fields/field-types');
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const { DndContext } = await import('@dnd-kit/core');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const queryClient = new QueryClient();
const { Canvas } = await import('../src/components/form-designer/Canvas');

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) as number };
}
const ms = (n: number) => `${n.toFixed(2)} ms`;

// ── 1. org picker ───────────────────────────────────────────────────────────────────────────
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华建国志红海燕文斌晓梅立新亚军丽华建华玉兰春梅海波德明';
let seed = 7;
const rand = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};
const people = Array.from({ length: 5000 }, (_v, i) => ({
  type: 'user' as const,
  id: String(10_000 + i),
  name: `${SURNAMES[rand(SURNAMES.length)]}${GIVEN[rand(GIVEN.length)]}${rand(2) ? GIVEN[rand(GIVEN.length)] : ''}`,
}));

const buildTimes: number[] = [];
let index = buildSearchIndex(people, (p) => p.name);
for (let i = 0; i < 5; i++) {
  const t0 = performance.now();
  index = buildSearchIndex(people, (p) => p.name);
  buildTimes.push(performance.now() - t0);
}
const queries = ['w', 'wf', '王', '王芳', 'z', 'zw', 'zwj', '张', 'l', 'lh', 'x', 'xj', 'chen', '陈静', 'q'];
const keyTimes: number[] = [];
let matched = 0;
for (let round = 0; round < 20; round++) {
  for (const q of queries) {
    const t0 = performance.now();
    matched += filterIndex(index, q).length;
    keyTimes.push(performance.now() - t0);
  }
}
const key = stats(keyTimes);
const build = stats(buildTimes);

// ── 2. designer with 100 fields ───────────────────────────────────────────────────────────────
let state = initialDesignerState();
const stepTimes: number[] = [];
const step = (action: Parameters<typeof designerReducer>[1]) => {
  const t0 = performance.now();
  state = designerReducer(state, action);
  // what the designer recomputes on every change: formula problems and the document
  for (const f of flattenFields(state.present))
    if (f.tagIcon === 'calculate') formulaProblem(f, state.present);
  buildDocument(state.present);
  stepTimes.push(performance.now() - t0);
};
const addable = FIELD_TYPES.filter((t) => t !== 'row' && t !== 'table');
for (let i = 0; i < 100; i++)
  step({ type: 'add', fieldType: addable[i % addable.length] as (typeof addable)[number] });
// every formula: the first amount × 2
const firstAmount = state.present.find((f) => f.tagIcon === 'amount')?.vModel ?? '';
for (const f of state.present.filter((x) => x.tagIcon === 'calculate')) {
  const expression = [
    { kind: 'field' as const, ref: firstAmount },
    { kind: 'op' as const, value: '×' as const },
    { kind: 'number' as const, value: '2' },
  ];
  step({ type: 'update', formId: f.formId, patch: { expression } });
}
for (const f of state.present.slice(0, 50))
  step({ type: 'update', formId: f.formId, patch: { label: `字段${f.formId}` } });
for (let i = 0; i < 20; i++) step({ type: 'move', from: 0, to: 99 });
for (let i = 0; i < 20; i++) step({ type: 'undo' });
for (let i = 0; i < 20; i++) step({ type: 'redo' });
const edit = stats(stepTimes);

const validateTimes: number[] = [];
const saved = JSON.parse(JSON.stringify(buildDocument(state.present)));
for (let i = 0; i < 20; i++) {
  const t0 = performance.now();
  const result = validateDocument(saved);
  validateTimes.push(performance.now() - t0);
  if (!result.ok) throw new Error(result.errors.join('; '));
}
const validate = stats(validateTimes);

const renderTimes: number[] = [];
for (let i = 0; i < 6; i++) {
  const t0 = performance.now();
  renderToString(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(
        DndContext,
        null,
        createElement(Canvas, {
          fields: state.present,
          selected: null,
          problems: new Map(),
          onSelect() {},
          onRemove() {},
          onDuplicate() {},
        }),
      ),
    ),
  );
  if (i > 0) renderTimes.push(performance.now() - t0); // the first run warms up
}
const render = stats(renderTimes);

console.log(`## Org picker and form designer

Org picker, one department of 5,000 people (${queries.length} queries × 20, ${matched} matches in all):

| step | median | p95 | max | target |
| --- | --- | --- | --- | --- |
| build the name + pinyin-initials index (once per department load) | ${ms(build.median)} | ${ms(build.p95)} | ${ms(build.max)} | — |
| filter per keystroke (after the 500 ms debounce) | ${ms(key.median)} | ${ms(key.p95)} | ${ms(key.max)} | ≤ 100 ms |

The result list is antd's virtual Tree: about 14 rows are rendered whatever the match count.

Form designer with 100 fields (${state.present.length} fields of ${addable.length} types):

| step | median | p95 | max | target |
| --- | --- | --- | --- | --- |
| one edit (reducer, formula checks, document build) | ${ms(edit.median)} | ${ms(edit.p95)} | ${ms(edit.max)} | < 16 ms |
| validate the saved document | ${ms(validate.median)} | ${ms(validate.p95)} | ${ms(validate.max)} | — |
| render the canvas of 100 field cards (React server render) | ${ms(render.median)} | ${ms(render.p95)} | ${ms(render.max)} | < 100 ms |
`);
reportResult({
  what: 'Org picker filter per keystroke, 5,000-person department (filter only)',
  target: '≤ 100 ms',
  figure: `median ${ms(key.median)}, max ${ms(key.max)}`,
  met: key.max <= 100,
  backend: 'Node',
});
reportResult({
  what: 'Form designer, one edit of a 100-field form',
  target: '< 16 ms',
  figure: `median ${ms(edit.median)}, max ${ms(edit.max)}`,
  met: edit.p95 < 16,
  backend: 'Node',
});
reportResult({
  what: 'Form designer, canvas of 100 field cards rendered',
  target: '< 100 ms',
  figure: `median ${ms(render.median)}, p95 ${ms(render.p95)}`,
  met: render.median < 100,
  backend: 'Node (React server render)',
});
