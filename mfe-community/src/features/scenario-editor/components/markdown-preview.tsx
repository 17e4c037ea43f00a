import { useDeferredValue } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { CommunityMarkdown } from '../../../components/community-markdown';
import type { ScenarioForm } from '../model/scenario-form';

/**
 * The body as the scenario page will show it (roster cards included), following the typing (its own chunk: loaded when
 * the preview is first shown). Rendering lags the keys on a long text, never the other way.
 */
export default function MarkdownPreview({ control }: { control: Control<ScenarioForm> }) {
  const markdown = useDeferredValue(useWatch({ control, name: 'markdown' }));
  return <CommunityMarkdown>{markdown}</CommunityMarkdown>;
}
