/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as api from '../src/core/api/index.js';
import * as define from '../src/core/api/define.js';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { browserOperationsSource } = require('./browser-operations-source.cjs') as {
  browserOperationsSource: (api: object, define: object) => string;
};

/** What a page reads of an operation to call it (client/api/call-operation.ts). */
const CALLED_BY = ['operationId', 'method', 'path', 'access', 'consumes'];

/** What index.browser.js exports, as Node loads it beside a define.js that exports nothing. */
function load(source: string): Record<string, unknown> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'browser-operations-'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
  fs.writeFileSync(path.join(dir, 'define.js'), 'export {};\n');
  fs.writeFileSync(path.join(dir, 'index.browser.js'), source);
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(`file://${dir}/index.browser.js`)});` +
        'process.stdout.write(JSON.stringify(m));',
    ],
    { encoding: 'utf8' },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

describe("the browser's operations (dist/core/api/index.browser.js)", () => {
  const source = browserOperationsSource(api, define);
  const browser = load(source);
  const table = browser.operations as Record<string, Record<string, unknown>>;

  it('hold every declared operation, by its operationId, as a call reads it', () => {
    expect(Object.keys(table)).toEqual(Object.keys(api.operations));
    for (const operation of api.OPERATIONS) {
      const expected = Object.fromEntries(
        Object.entries(operation).filter(([key]) => CALLED_BY.includes(key)),
      );
      expect(table[operation.operationId]).toEqual(expected);
    }
    expect(browser.OPERATIONS).toEqual(Object.values(table));
  });

  it('carry no schema: no parameters, query, headers, body or answers, nothing of TypeBox', () => {
    for (const operation of Object.values(table))
      expect(Object.keys(operation).filter((key) => !CALLED_BY.includes(key))).toEqual([]);
    expect(source).not.toMatch(/typebox|~kind|"properties"/i);
  });

  it("keep every other plain value index.js exports (define.js's by re-exporting it)", () => {
    const isSchema = (value: unknown) =>
      typeof value === 'object' && value !== null && '~kind' in value;
    const plain = Object.entries(api).filter(
      ([name, value]) =>
        typeof value !== 'function' && !isSchema(value) && !Object.hasOwn(define, name),
    );
    expect(Object.keys(browser).sort()).toEqual(plain.map(([name]) => name).sort());
    for (const [name, value] of plain)
      if (name !== 'operations' && name !== 'OPERATIONS')
        expect([name, browser[name]]).toEqual([name, value]);
    expect(browser).toHaveProperty('IMAGE_TYPES');
    expect(source).toContain("export * from './define.js';");
  });
});
