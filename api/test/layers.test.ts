/**
 * How the server's folders depend on each other: the database and repository layer knows nothing
 * of HTTP, and routes/ holds only route files (each a Fastify plugin registered by the app), their
 * building blocks living in http/ and services/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

/** The source files of a folder of src/, as paths relative to src/. */
const filesOf = (folder: string) =>
  readdirSync(path.join(SRC, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(folder, name));

/** The src/ folders a file imports from (relative imports only). */
function importedFolders(file: string): string[] {
  const text = readFileSync(path.join(SRC, file), 'utf8');
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(
    ([, specifier = '']) =>
      path
        .relative(SRC, path.resolve(path.dirname(path.join(SRC, file)), specifier))
        .split(path.sep)[0] ?? '',
  );
}

describe("the server's layers", () => {
  const HTTP_LAYER = ['routes', 'http', 'services'];

  it.each([...filesOf('db'), ...filesOf('repositories')])(
    '%s imports nothing of the HTTP layer',
    (file) => {
      expect(importedFolders(file).filter((folder) => HTTP_LAYER.includes(folder))).toEqual([]);
    },
  );

  it.each(filesOf('routes'))('%s is a route file: a plugin the app registers', (file) => {
    const text = readFileSync(path.join(SRC, file), 'utf8');
    expect(text).toMatch(/^export default async function \w+\(app: FastifyInstance\b/m);
    const name = path.basename(file, '.ts');
    expect(readFileSync(path.join(SRC, 'app.ts'), 'utf8')).toContain(`'./routes/${name}.js'`);
  });
});
