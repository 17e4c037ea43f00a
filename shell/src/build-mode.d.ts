/** Replaced by webpack with the build's mode ('production' or 'development'). */
declare const process: { env: { NODE_ENV?: string } };
