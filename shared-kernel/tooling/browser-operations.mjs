/**
 * Writes dist/core/api/index.browser.js: the operations as pages need them to call them (method,
 * path, who may call, operationId), without their TypeBox schemas, which only the API and the
 * mock API read at run time. The front ends' builds use it in place of dist/core/api/index.js
 * (BrowserOperationsPlugin in webpack.cjs), so a page does not download TypeBox and every schema
 * to build an address. It is made from the declarations themselves after `tsc`, so it never
 * disagrees with them; the types stay those of index.d.ts.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'core', 'api');
const api = await import(pathToFileURL(path.join(dist, 'index.js')).href);
const define = await import(pathToFileURL(path.join(dist, 'define.js')).href);

/** What a page reads of an operation to call it (see client/api/call-operation.ts). */
const CALL_KEYS = new Set(['operationId', 'method', 'path', 'access', 'consumes']);
const light = (operation) =>
  Object.fromEntries(Object.entries(operation).filter(([key]) => CALL_KEYS.has(key)));

/** A TypeBox schema: every one its builders make carries its kind. */
const isSchema = (value) => typeof value === 'object' && value !== null && '~kind' in value;

const lines = [
  '// Made by tooling/browser-operations.mjs from index.js at build time: do not edit.',
  "export * from './define.js';",
];
for (const [name, value] of Object.entries(api)) {
  if (typeof value === 'function' || isSchema(value)) continue;
  if (name === 'operations') {
    const table = Object.fromEntries(Object.entries(value).map(([id, op]) => [id, light(op)]));
    lines.push(`export const operations = ${JSON.stringify(table)};`);
  } else if (name === 'OPERATIONS') {
    continue; // after the loop: it lists `operations`, which a module namespace sorts after it
  } else if (!Object.hasOwn(define, name)) {
    lines.push(`export const ${name} = ${JSON.stringify(value)};`);
  }
}
lines.push('export const OPERATIONS = Object.values(operations);');
writeFileSync(path.join(dist, 'index.browser.js'), `${lines.join('\n')}\n`);
