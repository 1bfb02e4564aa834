#!/usr/bin/env node
// Breaking changes of openapi/*.yaml against the last released documents (openapi/released/, written
// by scripts/release.mjs when @agrimap/sdk is released). A breaking change fails the check unless a
// pending changeset of @agrimap/sdk at `major` names it (its id, as printed, anywhere in the text).
//
// Breaking, for a client built on the released documents:
//   operation-removed              an operation (method + path) is gone
//   response-field-removed         a field of a response body the client may read is gone
//   enum-value-removed             a value of an enum (request or response) is gone
//   required-request-field-added   a request body field, or a parameter, the client does not send is now required
//
//   node scripts/openapi-breaking.mjs [--old DIR] [--new DIR] [--root DIR]
//     --old  the released documents (default openapi/released)
//     --new  the working documents (default openapi)
//     --root where .changeset/ is (default the repository)
// Every *.yaml of --old is a server's document (references to components/*.yaml are followed).
// No tool of the npm registry did this on Node 20 (oasdiff is Go; openapi-diff's Node ports are
// unmaintained and stop at OpenAPI 3.0), hence this walk over the documents.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { pendingChangesets } from './changesets.mjs';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const MAX_DEPTH = 16;

/** A loaded set of documents: reads files once, resolves `$ref`s across them. */
function loader(dir) {
  const cache = new Map();
  const load = (file) => {
    const abs = path.resolve(dir, file);
    if (!cache.has(abs)) cache.set(abs, parse(readFileSync(abs, 'utf8')));
    return cache.get(abs);
  };
  /** Follows `$ref`s from `node` in `file`; returns the target, its file and the refs passed. */
  const deref = (node, file, seen = []) => {
    let current = node;
    let where = file;
    const refs = [...seen];
    while (current && typeof current === 'object' && typeof current.$ref === 'string') {
      const [target, pointer = ''] = current.$ref.split('#');
      const nextFile = target
        ? path.relative(dir, path.resolve(path.dirname(path.resolve(dir, where)), target))
        : where;
      const key = `${nextFile}#${pointer}`;
      if (refs.includes(key)) return { node: undefined, file: nextFile, refs, cycle: true };
      refs.push(key);
      let value = load(nextFile);
      for (const part of pointer.split('/').filter(Boolean)) {
        value = value?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
      }
      current = value;
      where = nextFile;
    }
    return { node: current, file: where, refs };
  };
  return { load, deref };
}

const childPath = (base, name) => (base ? `${base}.${name}` : name);

/**
 * Flattens a schema into its field paths: `data.records[].name` → { required, enum }. `required`
 * says the field is required in its object; `[]` stands for the items of an array; the branches
 * of allOf / oneOf / anyOf are merged.
 */
function flatten(ld, schema, file) {
  const out = new Map();
  const visit = (node, where, at, refs, depth, required) => {
    if (depth > MAX_DEPTH) return;
    const r = ld.deref(node, where, refs);
    if (r.cycle || !r.node || typeof r.node !== 'object') return;
    const s = r.node;
    const entry = out.get(at) ?? { required: false, enum: undefined };
    entry.required ||= required;
    if (Array.isArray(s.enum)) entry.enum = [...new Set([...(entry.enum ?? []), ...s.enum])];
    if ('const' in s) entry.enum = [...new Set([...(entry.enum ?? []), s.const])];
    out.set(at, entry);
    for (const key of ['allOf', 'oneOf', 'anyOf']) {
      for (const sub of s[key] ?? []) visit(sub, r.file, at, r.refs, depth + 1, false);
    }
    const req = new Set(Array.isArray(s.required) ? s.required : []);
    for (const [name, sub] of Object.entries(s.properties ?? {})) {
      visit(sub, r.file, childPath(at, name), r.refs, depth + 1, req.has(name));
    }
    if (s.items) visit(s.items, r.file, `${at}[]`, r.refs, depth + 1, false);
    if (s.additionalProperties && typeof s.additionalProperties === 'object') {
      visit(s.additionalProperties, r.file, `${at}{}`, r.refs, depth + 1, false);
    }
  };
  visit(schema, file, '', [], 0, true);
  return out;
}

/** The JSON-ish schema of a request body or response, if any. */
function contentSchema(ld, holder, file) {
  const r = ld.deref(holder, file);
  const content = r.node?.content ?? {};
  const type = Object.keys(content).find((t) => /json/.test(t)) ?? Object.keys(content)[0];
  return type && content[type]?.schema ? { schema: content[type].schema, file: r.file } : undefined;
}

/** The operations of one document: `METHOD path` → { id, op, params, file }. */
function operations(ld, file) {
  const doc = ld.load(file);
  const ops = new Map();
  for (const [p, itemRaw] of Object.entries(doc.paths ?? {})) {
    const item = ld.deref(itemRaw, file).node ?? {};
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .map((x) => ld.deref(x, file).node)
        .filter(Boolean);
      ops.set(`${method.toUpperCase()} ${p}`, { id: op.operationId ?? `${method} ${p}`, op, params, file });
    }
  }
  return ops;
}

/**
 * The breaking changes from the documents in `oldDir` to those in `newDir`.
 * @returns {Array<{ id: string, message: string }>}
 */
export function breakingChanges(oldDir, newDir) {
  const findings = [];
  const add = (id, message) => findings.push({ id, message });
  const oldLd = loader(oldDir);
  const newLd = loader(newDir);
  const servers = readdirSync(oldDir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.replace(/\.yaml$/, ''))
    .sort();
  for (const server of servers) {
    const file = `${server}.yaml`;
    if (!existsSync(path.join(newDir, file))) {
      add(`document-removed ${server}`, `${file} is gone`);
      continue;
    }
    const before = operations(oldLd, file);
    const after = operations(newLd, file);
    for (const [key, o] of before) {
      const name = `${server}.${o.id}`;
      const n = after.get(key);
      if (!n) {
        add(`operation-removed ${name}`, `${key} (${name}) was removed`);
        continue;
      }
      // Responses: every field and enum value of the released answer is still there.
      for (const [status, resp] of Object.entries(o.op.responses ?? {})) {
        const os = contentSchema(oldLd, resp, o.file);
        const nsHolder = n.op.responses?.[status];
        if (!os) continue;
        const ns = nsHolder ? contentSchema(newLd, nsHolder, n.file) : undefined;
        if (!ns) {
          add(
            `response-field-removed ${name} ${status} (body)`,
            `${name}: the ${status} response has no body any more`,
          );
          continue;
        }
        const of = flatten(oldLd, os.schema, os.file);
        const nf = flatten(newLd, ns.schema, ns.file);
        for (const [field, info] of of) {
          if (!field) continue;
          const now = nf.get(field);
          if (!now) {
            add(
              `response-field-removed ${name} ${status} ${field}`,
              `${name}: response ${status} field ${field} was removed`,
            );
            continue;
          }
          for (const v of info.enum ?? []) {
            if (now.enum && !now.enum.includes(v)) {
              add(
                `enum-value-removed ${name} response ${field} ${JSON.stringify(v)}`,
                `${name}: response ${status} field ${field} lost the enum value ${JSON.stringify(v)}`,
              );
            }
          }
        }
      }
      // Request body: no new required field the client does not send, no enum value gone.
      const ob = o.op.requestBody ? contentSchema(oldLd, o.op.requestBody, o.file) : undefined;
      const nb = n.op.requestBody ? contentSchema(newLd, n.op.requestBody, n.file) : undefined;
      if (nb) {
        const of = ob ? flatten(oldLd, ob.schema, ob.file) : new Map();
        const nf = flatten(newLd, nb.schema, nb.file);
        const newBodyRequired = newLd.deref(n.op.requestBody, n.file).node?.required === true;
        for (const [field, info] of nf) {
          if (!field || !info.required || of.get(field)?.required) continue;
          const parent = field.includes('.') ? field.slice(0, field.lastIndexOf('.')) : '';
          // A client sending the released body (or sending none where none was needed) now fails:
          // the field's object existed before, or the body itself is new and required.
          const parentKnown = parent === '' ? Boolean(ob) || newBodyRequired : of.has(parent);
          if (parentKnown) {
            add(
              `required-request-field-added ${name} ${field}`,
              `${name}: request field ${field} is now required`,
            );
          }
        }
        for (const [field, info] of of) {
          const now = nf.get(field);
          for (const v of info.enum ?? []) {
            if (now?.enum && !now.enum.includes(v)) {
              add(
                `enum-value-removed ${name} request ${field || '(body)'} ${JSON.stringify(v)}`,
                `${name}: request field ${field || '(body)'} no longer accepts ${JSON.stringify(v)}`,
              );
            }
          }
        }
      }
      // Parameters: no new required one, no enum value gone.
      const oldParams = new Map(o.params.map((p) => [`${p.in}:${p.name}`, p]));
      for (const p of n.params) {
        const was = oldParams.get(`${p.in}:${p.name}`);
        if (p.required && !was?.required && p.in !== 'header') {
          add(
            `required-request-field-added ${name} ${p.in}:${p.name}`,
            `${name}: ${p.in} parameter ${p.name} is now required`,
          );
        }
        const oe = was?.schema ? oldLd.deref(was.schema, o.file).node?.enum : undefined;
        const ne = p.schema ? newLd.deref(p.schema, n.file).node?.enum : undefined;
        for (const v of oe ?? []) {
          if (ne && !ne.includes(v)) {
            add(
              `enum-value-removed ${name} request ${p.in}:${p.name} ${JSON.stringify(v)}`,
              `${name}: ${p.in} parameter ${p.name} no longer accepts ${JSON.stringify(v)}`,
            );
          }
        }
      }
    }
  }
  return findings;
}

/**
 * The findings no pending major changeset of @agrimap/sdk names (its text contains the id).
 * @param {Array<{ id: string }>} findings
 * @param {Array<{ releases: Record<string, string>, summary: string }>} changesets
 */
export function unacknowledged(findings, changesets, pkg = '@agrimap/sdk') {
  const majors = changesets.filter((c) => c.releases[pkg] === 'major').map((c) => c.summary);
  return findings.filter((f) => !majors.some((text) => text.includes(f.id)));
}

function main(argv) {
  const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const opt = (name, fallback) => {
    const i = argv.indexOf(name);
    return i >= 0 ? path.resolve(argv[i + 1]) : fallback;
  };
  const oldDir = opt('--old', path.join(here, 'openapi', 'released'));
  const newDir = opt('--new', path.join(here, 'openapi'));
  const root = opt('--root', here);
  if (!existsSync(oldDir)) {
    console.error(
      `No released documents at ${oldDir}: run \`pnpm release:version\` (scripts/release.mjs) at a release.`,
    );
    return 1;
  }
  const findings = breakingChanges(oldDir, newDir);
  const open = unacknowledged(findings, pendingChangesets(root));
  const released = existsSync(path.join(oldDir, 'release.json'))
    ? JSON.parse(readFileSync(path.join(oldDir, 'release.json'), 'utf8')).sdk
    : 'unknown';
  console.log(
    `OpenAPI against the released documents (@agrimap/sdk ${released}): ${findings.length} breaking change(s), ${findings.length - open.length} named by a major changeset.`,
  );
  for (const f of findings) console.log(`  ${open.includes(f) ? '✖' : '✔'} ${f.id} — ${f.message}`);
  if (open.length) {
    console.error(
      '\nBreaking changes need a major changeset of @agrimap/sdk naming each (`pnpm changeset`, choose major, and paste the ids above into its text), or the change undone.',
    );
    return 1;
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
