/** @jest-environment node */
import { isExternalUrl, isSafeUrl } from './safe-url.js';

/** Links a page may hold. */
const SAFE = [
  'https://example.com/a?b=c#d',
  'http://example.com',
  'mailto:someone@example.com',
  'tel:+441234',
  '/factions/orcs',
  'factions/orcs',
  '#lore',
  '?page=2',
  '//cdn.example.com/a.png',
  '/search?q=a:b',
];

/** Links that would run script or reach outside the web, however they are disguised. */
const UNSAFE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript :alert(1)',
  'jav&#x09;ascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  '&amp;#106;avascript:alert(1)',
  'javascript%3Aalert(1)',
  '%6Aavascript:alert(1)',
  '%256Aavascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'd a t a:text/html,x',
  'file:///etc/passwd',
  'blob:https://example.com/x',
];

describe('the link policy', () => {
  it.each([
    ...SAFE.map((url) => [url, 'keeps', true] as const),
    ...UNSAFE.map((url) => [url, 'drops', false] as const),
  ])('%p: %s it', (url, _verb, safe) => {
    expect(isSafeUrl(url)).toBe(safe);
  });

  it('tells external links from internal ones', () => {
    expect(isExternalUrl('https://example.com')).toBe(true);
    expect(isExternalUrl('//example.com')).toBe(true);
    expect(isExternalUrl('/factions/orcs')).toBe(false);
    expect(isExternalUrl('mailto:a@b.c')).toBe(false);
  });
});
