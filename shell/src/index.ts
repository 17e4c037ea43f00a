// The site starts here. Module Federation's async startup (see the kernel's webpack config) sets
// up the shared libraries before this runs, so no `import('./bootstrap')` boundary is needed and
// the whole start is one script, main.js. The resize-observer rule is installed first inside
// bootstrap, before any remote can run.
import './bootstrap';
