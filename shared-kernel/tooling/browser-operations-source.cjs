/**
 * The text of dist/core/api/index.browser.js, made from the modules of core/api as loaded: the
 * operations as pages need them to call them, without their TypeBox schemas (see
 * browser-operations.mjs, which writes it at build time).
 */

/** What a page reads of an operation to call it (see client/api/call-operation.ts). */
const CALL_KEYS = new Set(['operationId', 'method', 'path', 'access', 'consumes']);

/** How an access is written in the table: one letter. */
const ACCESS_LETTERS = { public: 'p', optional: 'o', token: 't' };

/**
 * One operation as a line of the table: `operationId method path access [consumes,...]`. A table
 * of short lines, expanded when the page loads, is a third of the bytes of the same operations as
 * JSON objects, even compressed: every page downloads it.
 */
function line(operation) {
  const fields = [
    operation.operationId,
    operation.method,
    operation.path,
    ACCESS_LETTERS[operation.access],
    ...(operation.consumes ? [operation.consumes.join(',')] : []),
  ];
  for (const field of fields) {
    if (typeof field !== 'string' || field === '' || /[\s|]/.test(field)) {
      throw new Error(
        `${operation.operationId}: cannot write "${field}" into the operations table`,
      );
    }
  }
  return fields.join(' ');
}

/** The module text that expands the table back into the operations, by operationId. */
const EXPAND = `const ACCESS = { p: 'public', o: 'optional', t: 'token' };
export const operations = Object.fromEntries(
  TABLE.split('|').map((entry) => {
    const [operationId, method, path, access, consumes] = entry.split(' ');
    const operation = { operationId, method, path, access: ACCESS[access] };
    if (consumes) operation.consumes = consumes.split(',');
    return [operationId, operation];
  }),
);`;

/** A TypeBox schema: every one its builders make carries its kind. */
const isSchema = (value) => typeof value === 'object' && value !== null && '~kind' in value;

/**
 * The module text: define.js re-exported whole (it holds no schema), then every other value
 * `index.js` exports that is neither a function nor a schema (the operations reduced to
 * {@link CALL_KEYS}, as a table of lines), and `OPERATIONS` rebuilt from them.
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
      const table = Object.values(value).map(line).join('|');
      lines.push(`const TABLE = ${JSON.stringify(table)};`, EXPAND);
    } else if (name !== 'OPERATIONS' && !Object.hasOwn(define, name)) {
      // OPERATIONS comes last: it lists `operations`, which a module namespace may sort after it.
      lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    }
  }
  lines.push('export const OPERATIONS = Object.values(operations);');
  return `${lines.join('\n')}\n`;
}

module.exports = { CALL_KEYS, browserOperationsSource };
