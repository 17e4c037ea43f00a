import type { Id } from 'react-toastify';

/** Toast durations and limits. */
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_LIMIT = 20;

type Toastify = typeof import('react-toastify');
let toastify: Promise<Toastify> | undefined;
const demandListeners = new Set<() => void>();

/**
 * react-toastify, fetched on first use: a page that shows no toast never downloads it. It is a
 * federation singleton, so every remote feeds the shell's one queue; toasts raised before the
 * container has mounted wait in react-toastify's own queue.
 */
export function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify');
    for (const listener of demandListeners) listener();
  }
  return toastify;
}

/** Whether a toast was asked for yet: the toast host mounts its container from then on. */
export const toastDemand = {
  subscribe(listener: () => void): () => void {
    demandListeners.add(listener);
    return () => demandListeners.delete(listener);
  },
  asked: (): boolean => toastify !== undefined,
};

let lastId = 0;

/**
 * Raises a toast under an id known at once, while the library may still be on its way; `toastId`
 * names it when given (react-toastify raises no second toast under an id that is still shown).
 */
function raise(
  show: (toast: Toastify['toast'], toastId: Id) => void,
  toastId: Id = `muster-toast-${(lastId += 1)}`,
): Id {
  void loadToastify().then(({ toast }) => show(toast, toastId));
  return toastId;
}

/** How an error toast is told apart from another. */
export interface ErrorToastOptions {
  /**
   * What went wrong: while a toast of the same cause is on screen, another one of it is not
   * raised, whatever its text (a session that ended says so once, however many calls find it).
   * By default its text: the same message twice at once is one toast.
   */
  cause?: string;
}

/** The one way a screen shows a toast. */
export const notify = {
  info: (message: string): Id =>
    raise((toast, toastId) => toast(message, { autoClose: TOAST_DEFAULT_MS, toastId })),
  success: (message: string): Id =>
    raise((toast, toastId) => toast.success(message, { autoClose: TOAST_SUCCESS_MS, toastId })),
  /** An error, one toast per cause ({@link ErrorToastOptions}). */
  error: (message: string, { cause = message }: ErrorToastOptions = {}): Id =>
    raise(
      (toast, toastId) => toast.error(message, { autoClose: TOAST_ERROR_MS, toastId }),
      `muster-error-${cause}`,
    ),
  /** A loading toast stays until dismissed. */
  loading: (message: string): Id =>
    raise((toast, toastId) => toast.loading(message, { autoClose: false, toastId })),
  dismiss: (id?: Id): void => {
    void loadToastify().then(({ toast }) => toast.dismiss(id));
  },
};
