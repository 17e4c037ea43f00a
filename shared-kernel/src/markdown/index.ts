/**
 * @muster/shared-kernel/markdown: the one markdown component of every remote.
 *
 * A subpath of its own, deliberately not in the federation share scope: the kernel's root is one
 * shared singleton that every page downloads, and react-markdown with its parser is ~40 KB gzip
 * that only pages showing markdown need. Each remote that renders markdown bundles this module
 * (the policy is the same everywhere because the source is); the others never load it.
 */
export { Markdown } from './markdown.js';
export type { MarkdownProps } from './markdown.js';
export { SAFE_SCHEMES, isExternalUrl, isSafeUrl, safeUrl } from './safe-url.js';
