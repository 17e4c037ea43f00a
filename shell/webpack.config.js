const path = require('node:path');
const { federatedConfig } = require('@muster/shared-kernel/tooling/webpack');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'shell',
  publicPath: '/',
  runtimePlugins: [require.resolve('./src/remotes/fallback-plugin.ts')],
  port: 3000,
  pwa: {
    swSrc: path.join(__dirname, 'src', 'service-worker', 'sw.ts'),
    publicDir: path.join(__dirname, 'public'),
  },
  devServer: {
    proxy: [{ context: ['/api', '/remotes.json', '/mfe'], target: 'http://localhost:8080' }],
  },
});
