/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PrecacheListPlugin, precacheList } = require('./precache-plugin.cjs') as {
  PrecacheListPlugin: new (options?: { entry?: string }) => webpack.WebpackPluginInstance;
  precacheList: (assets: { name: string; content: string; immutable: boolean }[]) => PrecacheList;
};

interface PrecacheList {
  revision: string;
  files: { url: string; revision: string | null }[];
}

/** Builds a tiny remote (an entry that lazy-loads a screen) and answers its precache.json. */
async function build(screen: string): Promise<PrecacheList> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precache-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), "import('./screen.js').then((m) => m.draw());");
  fs.writeFileSync(path.join(dir, 'screen.js'), `export const draw = () => '${screen}';`);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { remoteEntry: { import: './entry.js', filename: 'remoteEntry.js' } },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), chunkFilename: '[name].[contenthash:12].js' },
    plugins: [new PrecacheListPlugin()],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve());
    }),
  );
  const list = JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'precache.json'), 'utf8'));
  fs.rmSync(dir, { recursive: true, force: true });
  return list as PrecacheList;
}

describe('the precache list of a remote', () => {
  it('names remoteEntry.js with a content revision and hashed chunks without one, no maps', async () => {
    const list = await build('one');
    const entry = list.files.find((file) => file.url === 'remoteEntry.js');
    expect(entry?.revision).toMatch(/^[0-9a-f]{64}$/);
    const chunks = list.files.filter((file) => file.url !== 'remoteEntry.js');
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      expect(chunk.url).toMatch(/\.[0-9a-f]{12}\.js$/);
      expect(chunk.revision).toBeNull();
    }
    expect(list.files.some((file) => file.url.endsWith('.map'))).toBe(false);
  }, 30_000);

  it('gives a new version a new revision, and the same build the same one', async () => {
    const [one, again, two] = [await build('one'), await build('one'), await build('two')];
    expect(again.revision).toBe(one.revision);
    expect(two.revision).not.toBe(one.revision);
  }, 60_000);

  it('leaves out what a browser never fetches', () => {
    const list = precacheList([
      { name: 'remoteEntry.js', content: 'x', immutable: false },
      { name: 'remoteEntry.js.br', content: 'x', immutable: false },
      { name: 'app.0123456789ab.js.gz', content: 'x', immutable: true },
      { name: 'app.0123456789ab.js.map', content: 'x', immutable: true },
      { name: 'index.html', content: 'x', immutable: false },
      { name: 'start.json', content: 'x', immutable: false },
      { name: 'assets/shield.0123456789ab.png', content: 'x', immutable: true },
    ]);
    expect(list.files.map((file) => file.url)).toEqual([
      'assets/shield.0123456789ab.png',
      'remoteEntry.js',
    ]);
  });
});
