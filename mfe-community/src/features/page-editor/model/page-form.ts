import { LIMITS, type Page, type PagePayload, type PageType } from '@muster/shared-kernel/core';
import { textRule } from '@muster/shared-kernel/ui';

/** The page editor's form. */
export interface PageForm {
  title: string;
  type: PageType;
  markdown: string;
  thumbnailURL: string;
  editors: string[];
  tags: string[];
}

/** The form of a page, or of a new page of `type`. */
export function toForm(page: Page | undefined, type: PageType): PageForm {
  return {
    title: page?.title ?? '',
    type: page?.type ?? type,
    markdown: page?.markdown ?? '',
    thumbnailURL: page?.thumbnailURL ?? '',
    editors: [...(page?.acl.editors ?? [])],
    tags: [...(page?.tags ?? [])],
  };
}

/** The title is required; no text is over its length. */
export const PAGE_RULES = {
  title: textRule(LIMITS.page.title, 'Title'),
  markdown: textRule(LIMITS.page.markdown, 'Body'),
};

/** What the user may change besides the text: the type and tags, and the editors. */
export interface PageRights {
  /** Moderators change the type and the tags (the server refuses anyone else). */
  retag: boolean;
  /** The author and moderators name the editors. */
  setEditors: boolean;
}

/**
 * The save payload of a valid form. The type is the page's own (or the route's) unless the user
 * may change it; tags and editors are sent only by those who may change them, so the server
 * keeps the stored ones.
 */
export function toPayload(form: PageForm, type: PageType, rights: PageRights): PagePayload {
  return {
    title: form.title.trim(),
    type: rights.retag ? form.type : type,
    markdown: form.markdown,
    thumbnailURL: form.thumbnailURL,
    ...(rights.retag ? { tags: form.tags } : {}),
    ...(rights.setEditors ? { acl: { editors: form.editors } } : {}),
  };
}
