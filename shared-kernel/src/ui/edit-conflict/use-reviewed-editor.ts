import { useNavigate } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import { sayIfBackToReview, type ReviewState } from '@muster/shared-kernel/client';
import { useGoBack } from '../go-back/use-go-back.js';
import type { Versioned } from './use-edit-conflict.js';
import { useEditorForm, type EditorForm, type EditorFormOptions } from './use-editor-form.js';

/** Options of {@link useReviewedEditor}: those of `useEditorForm`, and where the editor leads. */
export interface ReviewedEditorOptions<
  T extends Versioned & ReviewState,
  L extends T | undefined,
  F,
> extends EditorFormOptions<T, L, F> {
  /**
   * Where a thing lives: its page, or for none (a new thing) the author's list. A saved thing
   * opens at its page; Cancel, with no page of the site to go back to, leaves for the loaded one's.
   */
  homeOf: (thing: T | undefined) => string;
  /**
   * Tells the author, after a save, that approved content went back to review (`before` is the
   * thing as the editor opened it); `sayIfBackToReview` unless told.
   */
  tell?: (before: L, saved: T) => void;
}

/** What {@link useReviewedEditor} gives an editor: `useEditorForm`'s, Cancel and a save's handlers. */
export interface ReviewedEditor<T, F extends FieldValues> extends EditorForm<F> {
  /** Cancel: back one page, or out to the thing's home (`homeOf`) when opened directly. */
  goBack: () => void;
  /**
   * The handlers of the save's `mutate`: a success takes the saved version, tells the author if
   * it went back to review and opens its page; a conflict shows the notice.
   */
  afterSave: { onSuccess: (saved: T) => void; onError: (error: unknown) => void };
}

/**
 * The editor of content a moderator reviews (a scenario, a faction, a page): its form and save
 * conflict (`useEditorForm`), Cancel, and what follows a save, so an editor writes only its
 * fields, its payload and its save.
 */
export function useReviewedEditor<
  T extends Versioned & ReviewState,
  L extends T | undefined,
  F extends FieldValues,
>({
  homeOf,
  tell = sayIfBackToReview,
  ...formOptions
}: ReviewedEditorOptions<T, L, F>): ReviewedEditor<T, F> {
  const navigate = useNavigate();
  const { loaded } = formOptions;
  const goBack = useGoBack(homeOf(loaded));
  const editor = useEditorForm<T, L, F>(formOptions);
  const { conflict } = editor;
  const onSuccess = (saved: T) => {
    conflict.onSaved(saved);
    tell(loaded, saved);
    void navigate(homeOf(saved));
  };
  return { ...editor, goBack, afterSave: { onSuccess, onError: conflict.onError } };
}
