const { federatedConfig } = require('@muster/shared-kernel/tooling/webpack');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'rules',
  exposes: { './App': './src/app.tsx' },
  port: 3003,
});
