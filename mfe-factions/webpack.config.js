const { federatedConfig } = require('@muster/shared-kernel/tooling/webpack');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'factions',
  exposes: { './App': './src/app.tsx' },
  port: 3001,
});
