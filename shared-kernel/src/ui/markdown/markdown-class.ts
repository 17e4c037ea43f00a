/** The classes of rendered markdown's wrapper: `markdown` and the extra ones given. */
export const markdownClassName = (className: string | undefined): string =>
  className ? `markdown ${className}` : 'markdown';
