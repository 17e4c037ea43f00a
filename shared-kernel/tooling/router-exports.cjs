// The names of react-router-surface.mjs, read by ESLint and checked by the kernel's tests.
const fs = require('node:fs');
const path = require('node:path');

const source = fs.readFileSync(path.join(__dirname, 'react-router-surface.mjs'), 'utf8');
const list = /export \{([^}]*)\} from 'react-router'/.exec(source);

/** Every name Muster's front ends may import from 'react-router-dom'. */
const ROUTER_EXPORTS = list[1]
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

module.exports = { ROUTER_EXPORTS };
