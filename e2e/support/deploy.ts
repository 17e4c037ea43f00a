import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { REPO_ROOT } from './site';

/**
 * Changes built files as a deployment would, for tests of updates: each file with the brotli and
 * gzip copies the server sends in its place, and each change undone by `restore`, so the specs
 * after see the build as it was.
 */
export function deployment() {
  const originals = new Map<string, Buffer | null>();
  const write = (file: string, content: Buffer) => {
    if (!originals.has(file)) originals.set(file, existsSync(file) ? readFileSync(file) : null);
    writeFileSync(file, content);
  };
  /** Writes a built file of a package (`shell`, `mfe-rosters`) and its compressed copies. */
  const deploy = (pkg: string, name: string, content: string | Buffer) => {
    const file = path.join(REPO_ROOT, pkg, 'dist', name);
    const body = Buffer.from(content);
    write(file, body);
    if (existsSync(`${file}.br`)) write(`${file}.br`, brotliCompressSync(body));
    if (existsSync(`${file}.gz`)) write(`${file}.gz`, gzipSync(body));
  };
  const read = (pkg: string, name: string) => readFileSync(path.join(REPO_ROOT, pkg, 'dist', name));
  return {
    /** A new build of the shell: its service worker changed. */
    newShell(marker: string) {
      deploy(
        'shell',
        'sw.js',
        Buffer.concat([read('shell', 'sw.js'), Buffer.from(`\n/*${marker}*/`)]),
      );
    },
    /**
     * A new build of a remote: its remoteEntry.js changed, and so its file list (the file's
     * SHA-256 and the list's revision), as the build writes them.
     */
    newRemote(remote: string, marker: string) {
      const pkg = `mfe-${remote}`;
      const entry = Buffer.concat([read(pkg, 'remoteEntry.js'), Buffer.from(`\n/*${marker}*/`)]);
      const list = JSON.parse(read(pkg, 'precache.json').toString()) as {
        revision: string;
        files: { url: string; revision: string | null }[];
      };
      const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
      for (const file of list.files)
        if (file.url === 'remoteEntry.js') file.revision = sha256(entry);
      list.revision = sha256(`${list.revision} ${marker}`);
      deploy(pkg, 'remoteEntry.js', entry);
      deploy(pkg, 'precache.json', JSON.stringify(list));
    },
    /** Puts every changed file back as it was. */
    restore() {
      for (const [file, content] of originals) {
        if (content === null) rmSync(file, { force: true });
        else writeFileSync(file, content);
      }
      originals.clear();
    },
  };
}
