import { existsSync } from 'node:fs';

/** The system Chromium (Debian's, which `.ci/run` installs): no test downloads a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Where Debian's `chromium-headless-shell` package puts the shell. */
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser of the test suite: Chromium's headless shell when it is installed, else the system
 * Chromium. The shell is the same engine (Blink and V8) without the browser's own interface; the
 * full browser in headless mode composites every frame in software, and the suite took about
 * 600 CPU-seconds with it against about 300 with the shell (the benches keep the full browser,
 * whose frames they time).
 */
export const TEST_BROWSER_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ||
  (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : CHROMIUM_PATH);

/** Flags that keep Chromium quiet and working on a machine without network or sandbox. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
