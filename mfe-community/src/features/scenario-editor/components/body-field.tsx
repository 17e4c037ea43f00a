import { lazy, Suspense } from 'react';
import type { Control, UseFormRegisterReturn } from 'react-hook-form';
import { LIMITS } from '@muster/shared-kernel/core';
import { Loading, Tabs, TextAreaField } from '@muster/shared-kernel/ui';
import { useWideScreen } from '../hooks/use-wide-screen';
import type { ScenarioForm } from '../model/scenario-form';

// Markdown is its own chunk: it loads when the preview is first shown.
const MarkdownPreview = lazy(() => import('./markdown-preview'));

/** The Write tab (the textarea); a narrow screen shows one tab at a time. */
export const WRITE_TAB = 0;
const PREVIEW_TAB = 1;
const TAB_LABELS = ['Write', 'Preview'];

/** Props of {@link BodyField}. */
interface BodyFieldProps {
  /** `register('markdown', rules)`. */
  field: UseFormRegisterReturn<'markdown'>;
  /** The form's control: the preview follows the typing. */
  control: Control<ScenarioForm>;
  error?: string;
  /** The tab shown on a narrow screen; the editor opens Write when the body has an error. */
  tab: number;
  onTab: (tab: number) => void;
}

/**
 * The scenario's markdown body (18 rows) with a live preview: beside it on a wide screen, behind
 * Write / Preview tabs on a narrow one.
 */
export function BodyField({ field, control, error, tab, onTab }: BodyFieldProps) {
  const wide = useWideScreen();
  // One element for both tabs, so the textarea (and its rule) stays mounted on Preview:
  // react-hook-form checks only mounted fields, and Save must check them all.
  const panes = (
    <div className={wide ? 'scn-body scn-body--wide' : 'scn-body'}>
      <div hidden={!wide && tab !== WRITE_TAB}>
        <TextAreaField
          label="Body (markdown)"
          rows={18}
          hint="Markdown: # headings, **bold**, *italic*, [links](https://example.org), lists, tables."
          limit={LIMITS.scenario.markdown}
          error={error}
          {...field}
        />
      </div>
      {(wide || tab === PREVIEW_TAB) && (
        // Beside the text the preview scrolls on its own: a keyboard scrolls it once focused.
        <section className="card scn-preview" aria-label="Preview" tabIndex={0}>
          <h2 className="scn-preview-title muted">Preview</h2>
          <Suspense fallback={<Loading />}>
            <MarkdownPreview control={control} />
          </Suspense>
        </section>
      )}
    </div>
  );
  if (wide) return panes;
  const items = TAB_LABELS.map((label) => ({ label, content: panes }));
  return <Tabs label="Body" items={items} selected={tab} onSelect={onTab} />;
}
