const { jestConfig } = require('@muster/shared-kernel/tooling/jest');

module.exports = jestConfig({ dir: __dirname });
