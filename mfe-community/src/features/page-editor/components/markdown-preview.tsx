import { useDeferredValue } from 'react';
import { CommunityMarkdown } from '../../../components/community-markdown';

/**
 * The body as the page will show it, roster cards included (its own chunk: the editor's fields
 * come first). Typing stays quick: the preview follows a moment behind a long text.
 */
export default function MarkdownPreview({ markdown }: { markdown: string }) {
  return <CommunityMarkdown>{useDeferredValue(markdown)}</CommunityMarkdown>;
}
