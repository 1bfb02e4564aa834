// The breaking-change check of openapi/ (scripts/openapi-breaking.mjs): the fixture pair under
// fixtures/breaking/ (each kind of breaking change, and changes that break nothing), the rule that
// only a major changeset of @agrimap/sdk naming a change lets it through, and a change to the real
// documents (a response field behind a cross-file $ref) caught against their released copy.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { breakingChanges, unacknowledged } from '../scripts/openapi-breaking.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = path.join(here, '../scripts/openapi-breaking.mjs');
const OLD = path.join(here, 'fixtures/breaking/old');
const NEW = path.join(here, 'fixtures/breaking/new');
const temps: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'agrimap-breaking-'));
  temps.push(d);
  return d;
};
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

const EXPECTED = [
  'enum-value-removed demo.deviceDetail response data.kind "trap"',
  'enum-value-removed demo.listDevice response data.records[].kind "trap"',
  'operation-removed demo.removeDevice',
  'required-request-field-added demo.listDevice pageSize',
  'response-field-removed demo.deviceDetail 200 data.name',
  'response-field-removed demo.listDevice 200 data.records[].name',
];

/** A repository root with these changesets, for the CLI's --root. */
function rootWith(changesets: Record<string, string>): string {
  const root = tempDir();
  mkdirSync(path.join(root, '.changeset'));
  for (const [name, text] of Object.entries(changesets))
    writeFileSync(path.join(root, '.changeset', name), text);
  return root;
}

const runCli = (args: string[]) => spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

describe('breaking changes of an OpenAPI document', () => {
  it('finds each kind in the fixture pair, and nothing in the changes that break no client', () => {
    const ids = breakingChanges(OLD, NEW)
      .map((f) => f.id)
      .sort();
    expect(ids).toEqual(EXPECTED);
    expect(breakingChanges(OLD, OLD)).toEqual([]);
    // What the new document adds (an operation, optional fields, `sort.field` required inside a new
    // optional object, a response field, an enum value) is absent from EXPECTED: none of it breaks.
  });

  it('lets a change through only when a major changeset of @agrimap/sdk names it', () => {
    const findings = breakingChanges(OLD, NEW);
    const all = EXPECTED.join('\n');
    expect(unacknowledged(findings, [{ releases: { '@agrimap/sdk': 'major' }, summary: all }])).toEqual([]);
    expect(unacknowledged(findings, [{ releases: { '@agrimap/sdk': 'minor' }, summary: all }])).toHaveLength(
      6,
    );
    expect(unacknowledged(findings, [{ releases: { '@agrimap/geo': 'major' }, summary: all }])).toHaveLength(
      6,
    );
    const one = unacknowledged(findings, [
      { releases: { '@agrimap/sdk': 'major' }, summary: 'Drops operation-removed demo.removeDevice' },
    ]);
    expect(one.map((f) => f.id)).not.toContain('operation-removed demo.removeDevice');
    expect(one).toHaveLength(5);
  });

  it('fails the CLI on the fixture pair unless a major changeset names every change', () => {
    const bare = runCli(['--old', OLD, '--new', NEW, '--root', rootWith({})]);
    expect(bare.status).toBe(1);
    expect(bare.stdout).toContain('✖ operation-removed demo.removeDevice');
    const minor = runCli([
      '--old',
      OLD,
      '--new',
      NEW,
      '--root',
      rootWith({ 'drop.md': `---\n"@agrimap/sdk": minor\n---\n\n${EXPECTED.join('\n')}\n` }),
    ]);
    expect(minor.status).toBe(1);
    const major = runCli([
      '--old',
      OLD,
      '--new',
      NEW,
      '--root',
      rootWith({
        'drop.md': `---\n"@agrimap/sdk": major\n---\n\nRemoved:\n${EXPECTED.map((e) => `- ${e}`).join('\n')}\n`,
      }),
    ]);
    expect(major.stderr).toBe('');
    expect(major.status).toBe(0);
  });

  // Walks every operation of the six real documents twice: seconds on a loaded 2-core machine.
  it('catches a response field removed from a shared schema of the real documents', {
    timeout: 60_000,
  }, () => {
    const released = path.join(here, 'released');
    const work = tempDir();
    cpSync(released, work, { recursive: true });
    const file = path.join(work, 'base.yaml');
    const doc = parse(readFileSync(file, 'utf8'));
    delete doc.components.schemas.CameraDevice.properties.name;
    doc.components.schemas.CameraDevice.required = ['code', 'type', 'status'];
    writeFileSync(file, stringify(doc));
    const ids = breakingChanges(released, work).map((f) => f.id);
    expect(ids).toContain('response-field-removed base.listDevice 200 data.records[].name');
    expect(ids.every((id) => id.endsWith('.name') || id.endsWith(' name'))).toBe(true);
  });
});
