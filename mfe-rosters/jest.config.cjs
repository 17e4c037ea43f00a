const path = require('node:path');
const { jestConfig } = require('@muster/shared-kernel/tooling/jest');

const base = jestConfig({ dir: __dirname });

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'src', 'test-setup.cjs')],
};
