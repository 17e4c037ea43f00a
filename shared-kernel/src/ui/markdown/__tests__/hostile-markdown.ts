/**
 * Markdown written to attack a reader: script addresses (plain, mixed case, entity- or
 * percent-encoded, split by a tab, by reference, autolinked), vbscript: and data: addresses, raw
 * HTML of every kind, and images with unsafe sources. Both renderers (the browser's `Markdown`
 * and the server's `markdownToHtml`) are fed all of it (same policy, same output).
 */

/** Links whose address must be dropped, their text kept. */
export const HOSTILE_LINKS: readonly string[] = [
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](<java\tscript:alert(1)>)',
  '[x](&#106;avascript:alert(1))',
  '[x](&#x6A;&#x61;vascript:alert(1))',
  '[x](javascript&#58;alert(1))',
  '[x](javascript%3Aalert(1))',
  '[x](java&#x09;script:alert(1))',
  '[x](  javascript:alert(1)  )',
  '[x](vbscript:msgbox(1))',
  '[x](VBScript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD4=)',
  '[x](DATA:text/html,<script>alert(1)</script>)',
  '[x][ref]\n\n[ref]: javascript:alert(1)',
  '[ref]\n\n[ref]: <vbscript:msgbox(1)>',
  '<javascript:alert(1)>',
  '<vbscript:msgbox(1)>',
  '<data:text/html,alert(1)>',
];

/** Everything else: raw HTML, nested brackets, images, titles that try to break out. */
export const HOSTILE_MARKDOWN: readonly string[] = [
  ...HOSTILE_LINKS,
  'before <script>alert(1)</script> after',
  '<script>\nalert(1)\n</script>',
  '<img src=x onerror=alert(1)>',
  'text <img src=x onerror="alert(1)"> text',
  '<div onclick="x()">block</div>',
  '<a href="javascript:alert(1)">raw link</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<style>body { display: none }</style>',
  '<!-- <script>alert(1)</script> -->',
  'a <!-- comment --> b',
  '<b>bold</b> <i onmouseover="alert(1)">hover</i>',
  '| head |\n|---|\n| <script>alert(1)</script> <img src=x onerror=alert(1)> |',
  '[[x](javascript:alert(1))](https://example.com)',
  '[a [b](javascript:alert(1)) c](/ruleset)',
  '[![img](javascript:alert(1))](javascript:alert(2))',
  '![a map](data:image/svg+xml;base64,PHN2Zz4=)',
  '![a map](javascript:alert(1))',
  '![x][img]\n\n[img]: data:image/png;base64,AAAA',
  '[x](/ruleset "title\\" onmouseover=\\"alert(1)")',
  '[x](/ruleset \'a" onclick="alert(1)\')',
  '![a](/api/image/abc "t\\" onerror=\\"alert(1)")',
  '`<script>alert(1)</script>` and ```<img onerror=x>```',
  '    <script>alert(1)</script>',
  '> <script>alert(1)</script> quoted [x](javascript:alert(1))',
  '- item <script>alert(1)</script>\n- [x](vbscript:1)',
  'Footnote[^1].\n\n[^1]: [x](javascript:alert(1)) <script>alert(1)</script>',
  'www.example.com and https://example.com/?q=<script> and javascript:alert(1)',
  '<https://example.com/"onmouseover="alert(1)>',
  '[ok](https://example.com) [in](/factions/orcs) ![ok](/api/image/abc)',
];
