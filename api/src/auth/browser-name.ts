/**
 * The short name of a browser and its system from a User-Agent header, as a user recognises
 * their devices in a list: 'Firefox on Windows', 'Safari on iPhone'. Unknown parts are left out;
 * nothing else of the header is kept.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Headless)?(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (table: readonly [RegExp, string][], header: string) =>
  table.find(([pattern]) => pattern.test(header))?.[1];

/** 'Chrome on Android', 'Firefox', 'Linux', or '' when nothing is recognised. */
export function browserName(userAgent: string | undefined): string {
  const header = (userAgent ?? '').slice(0, 512);
  const browser = firstMatch(BROWSERS, header);
  const system = firstMatch(SYSTEMS, header);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? '';
}
