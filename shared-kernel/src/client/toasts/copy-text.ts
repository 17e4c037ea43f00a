import { notify } from './notify.js';

/** What {@link copyText} tells the user. */
export interface CopyTextToasts {
  /** The success toast (`Link copied`). */
  copied: string;
  /**
   * What to do instead when the browser refuses the clipboard (it does on plain http), shown as
   * an info toast, or as an error toast with `refusedIsError`.
   */
  refused: string;
  refusedIsError?: boolean;
}

/**
 * Copies `text` to the clipboard and says so in a toast, or says what to do instead when the
 * browser refuses. Answers whether it copied.
 */
export async function copyText(
  text: string,
  { copied, refused, refusedIsError = false }: CopyTextToasts,
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(copied);
    return true;
  } catch {
    if (refusedIsError) notify.error(refused);
    else notify.info(refused);
    return false;
  }
}
