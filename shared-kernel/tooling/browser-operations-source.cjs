/**
 * The text of dist/core/api/index.browser.js, made from the modules of core/api as loaded: the
 * operations as pages need them to call them, without their TypeBox schemas (see
 * browser-operations.mjs, which writes it at build time).
 */

/** What a page reads of an operation to call it (see client/api/call-operation.ts). */
const CALL_KEYS = new Set(['operationId', 'method', 'path', 'access', 'consumes']);

/** An operation with only what a call reads of it. */
const light = (operation) =>
  Object.fromEntries(Object.entries(operation).filter(([key]) => CALL_KEYS.has(key)));

/** A TypeBox schema: every one its builders make carries its kind. */
const isSchema = (value) => typeof value === 'object' && value !== null && '~kind' in value;

/**
 * The module text: define.js re-exported whole (it holds no schema), then every other value
 * `index.js` exports that is neither a function nor a schema (the operations reduced to
 * {@link CALL_KEYS}), and `OPERATIONS` rebuilt from them.
 * @param {Record<string, unknown>} api the exports of core/api/index.js
 * @param {Record<string, unknown>} define the exports of core/api/define.js
 * @returns {string}
 */
function browserOperationsSource(api, define) {
  const lines = [
    '// Made by tooling/browser-operations.mjs from index.js at build time: do not edit.',
    "export * from './define.js';",
  ];
  for (const [name, value] of Object.entries(api)) {
    if (typeof value === 'function' || isSchema(value)) continue;
    if (name === 'operations') {
      const table = Object.fromEntries(Object.entries(value).map(([id, op]) => [id, light(op)]));
      lines.push(`export const operations = ${JSON.stringify(table)};`);
    } else if (name !== 'OPERATIONS' && !Object.hasOwn(define, name)) {
      // OPERATIONS comes last: it lists `operations`, which a module namespace may sort after it.
      lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    }
  }
  lines.push('export const OPERATIONS = Object.values(operations);');
  return `${lines.join('\n')}\n`;
}

module.exports = { CALL_KEYS, browserOperationsSource };
