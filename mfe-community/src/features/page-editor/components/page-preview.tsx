import { lazy, Suspense } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Loading } from '@muster/shared-kernel/ui';
import type { PageForm } from '../model/page-form';

const MarkdownPreview = lazy(() => import('./markdown-preview'));

/** The live preview of the body (the markdown renderer is its own chunk). */
export function Preview({ control }: { control: Control<PageForm> }) {
  const markdown = useWatch({ control, name: 'markdown' });
  return (
    <section className="cp-preview-pane" aria-label="Preview">
      <span className="cp-preview-label" aria-hidden="true">
        Preview
      </span>
      {/* The preview scrolls on its own: a keyboard scrolls it once focused. */}
      <div className="card cp-preview" tabIndex={0}>
        <Suspense fallback={<Loading />}>
          <MarkdownPreview markdown={markdown} />
        </Suspense>
      </div>
    </section>
  );
}
