/**
 * Writes dist/core/api/index.browser.js: the operations as pages need them to call them (method,
 * path, who may call, operationId), without their TypeBox schemas, which only the API and the
 * mock API read at run time. The front ends' builds use it in place of dist/core/api/index.js
 * (BrowserOperationsPlugin in webpack.cjs), so a page does not download TypeBox and every schema
 * to build an address. It is made from the declarations themselves after `tsc`, so it never
 * disagrees with them; the types stay those of index.d.ts. browser-operations-source.cjs makes
 * the text (its test loads it as a page would).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { browserOperationsSource } from './browser-operations-source.cjs';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'core', 'api');
const api = await import(pathToFileURL(path.join(dist, 'index.js')).href);
const define = await import(pathToFileURL(path.join(dist, 'define.js')).href);

writeFileSync(path.join(dist, 'index.browser.js'), browserOperationsSource(api, define));
