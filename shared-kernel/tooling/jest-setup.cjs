require('@testing-library/jest-dom');

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextDecoder, TextEncoder });

// A screen's findBy* and waitFor may wait up to 5 s (the library's default is 1 s): when CI runs
// two test packages at once on a two-core machine, a render can take longer than a second.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
