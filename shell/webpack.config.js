const { federatedConfig } = require('@muster/shared-kernel/tooling/webpack');

module.exports = federatedConfig({
  dir: __dirname,
  name: 'shell',
  publicPath: '/',
  runtimePlugins: [require.resolve('./src/remotes/fallback-plugin.ts')],
  port: 3000,
  devServer: {
    proxy: [{ context: ['/api', '/remotes.json', '/mfe'], target: 'http://localhost:8080' }],
  },
});
