// `npm run build`: the server's sources compiled to dist/ file by file, as they are (no bundle:
// dist/ keeps src/'s layout, and packages are imported from node_modules at run time). esbuild
// only strips the types, in well under a second; the types are checked by `npm run typecheck`
// (tsconfig.json), which CI runs, so the build does not check them a second time.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');

const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
  .map((file) => path.join(src, file));

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: sources,
  outdir: dist,
  outbase: src,
  platform: 'node',
  format: 'esm',
  // The oldest Node the server runs on (the root package.json's engines).
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
