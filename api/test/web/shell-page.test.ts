import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pageJson } from '../helpers/page-json.js';
import { preloadedRemote, remoteStartFiles, shellPage } from '../../src/web/shell-page.js';

const INDEX =
  '<!doctype html><html><head><title>Muster</title></head><body><div id=root></div></body></html>';
const MANIFEST = {
  rules: '/mfe/rules/remoteEntry.js',
  factions: 'https://cdn.example/factions/remoteEntry.js',
};

const NONE = { files: [], answers: {} };

const inlineJson = (html: string, id = 'muster-remotes') => pageJson(html, id);

describe('shellPage', () => {
  it('puts the manifest in the head, for the shell to read without a request', () => {
    const html = shellPage(INDEX, MANIFEST, NONE);
    expect(html.indexOf('id="muster-remotes"')).toBeLessThan(html.indexOf('</head>'));
    expect(inlineJson(html)).toEqual(MANIFEST);
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<body><div id=root></div></body>');
  });

  it('preloads scripts, styles, reads and images, escaped as attributes', () => {
    const html = shellPage(INDEX, MANIFEST, {
      files: ['/mfe/rules/remoteEntry.js', '/mfe/rules/1.ab.css', '/x.js?a=1&b="2"'],
      answers: {},
      images: ['/api/image/ab"cd'],
    });
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/api/image/ab&quot;cd">',
    );
    expect(html).toContain('<link rel="preload" as="script" href="/mfe/rules/remoteEntry.js">');
    expect(html).toContain('<link rel="preload" as="style" href="/mfe/rules/1.ab.css">');
    expect(html).toContain('<link rel="preload" as="script" href="/x.js?a=1&amp;b=&quot;2&quot;">');
  });

  it('marks <html> with a chosen theme, and leaves it alone for the system theme', () => {
    expect(shellPage(INDEX, MANIFEST, { ...NONE, theme: 'dark' })).toContain(
      '<html data-theme="dark"><head>',
    );
    expect(shellPage(INDEX, MANIFEST, { ...NONE, theme: null })).toContain('<html><head>');
  });

  it('cannot be made to close its scripts by a hostile manifest or answer', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const html = shellPage(
      INDEX,
      { rules: hostile },
      {
        files: [],
        answers: { '/api/factions/x': { title: hostile } },
      },
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(inlineJson(html)).toEqual({ rules: hostile });
    expect(inlineJson(html, 'muster-page-reads')).toEqual({
      '/api/factions/x': { title: hostile },
    });
  });
});

describe('preloadedRemote', () => {
  it.each<[string, string | null]>([
    ['/ruleset', 'rules'],
    ['/factions/iron-legion', 'factions'],
    ['/users', null],
    ['/login', null],
  ])('for %s is %s: the remote that draws it, never the admin remote', (input, expected) => {
    expect(preloadedRemote(input)).toBe(expected);
  });
});

describe('remoteStartFiles', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'muster-start-'));
    await mkdir(path.join(root, 'mfe-rules', 'dist'), { recursive: true });
    await writeFile(
      path.join(root, 'mfe-rules', 'dist', 'start.json'),
      JSON.stringify({
        app: ['514.ab.css', '514.cd.js', '../../secret.js', '<x>.js', 7],
        routes: {
          'route-pointformulas': ['route-pointformulas.ef.js', '514.cd.js', '../up.js'],
          'route-abilitytemplates': ['route-abilitytemplates.gh.js'],
        },
      }),
    );
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("lists a served remote's start files as addresses, and only plain file names", async () => {
    await expect(
      remoteStartFiles(root, 'rules', '/mfe/rules/remoteEntry.js', '/ruleset'),
    ).resolves.toEqual(['/mfe/rules/514.ab.css', '/mfe/rules/514.cd.js']);
  });

  it("adds the files of the path's own screen, each once", async () => {
    await expect(
      remoteStartFiles(root, 'rules', '/mfe/rules/remoteEntry.js', '/pointformulas'),
    ).resolves.toEqual([
      '/mfe/rules/514.ab.css',
      '/mfe/rules/514.cd.js',
      '/mfe/rules/route-pointformulas.ef.js',
    ]);
  });

  it('lists nothing for a remote served elsewhere or built without the list', async () => {
    await expect(
      remoteStartFiles(root, 'rules', 'https://cdn.example/rules/remoteEntry.js', '/ruleset'),
    ).resolves.toEqual([]);
    await expect(
      remoteStartFiles(root, 'factions', '/mfe/factions/remoteEntry.js', '/factionlist/1'),
    ).resolves.toEqual([]);
  });
});
