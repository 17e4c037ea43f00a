const { federatedConfig } = require('@muster/shared-kernel/tooling/webpack');

const base = federatedConfig({
  dir: __dirname,
  name: 'factions',
  exposes: { './App': './src/app.tsx' },
  port: 3001,
});

/**
 * This remote's CSS ships as .css files (webpack's native CSS chunks, loaded beside the JS chunk
 * that needs them) instead of strings inside the JavaScript: the faction detail page has a
 * JavaScript budget (docs/performance.md), and style-loader would spend ~3.6 KB gzip of it on
 * CSS text.
 */
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.experiments = { ...config.experiments, css: true };
  config.module.rules = config.module.rules.map((rule) =>
    String(rule.test) === String(/\.css$/) ? { test: /\.css$/, type: 'css' } : rule,
  );
  return config;
};
