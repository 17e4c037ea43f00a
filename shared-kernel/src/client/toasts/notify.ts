import { toast, type Id } from 'react-toastify';

/** Toast durations and limits of SPEC §9. */
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;
export const TOAST_ERROR_MS = 4000;
export const TOAST_LIMIT = 20;

/**
 * The one way a screen shows a toast. react-toastify is a federation singleton, so every remote
 * feeds the shell's one queue.
 */
export const notify = {
  info: (message: string): Id => toast(message, { autoClose: TOAST_DEFAULT_MS }),
  success: (message: string): Id => toast.success(message, { autoClose: TOAST_SUCCESS_MS }),
  error: (message: string): Id => toast.error(message, { autoClose: TOAST_ERROR_MS }),
  /** A loading toast stays until dismissed (or updated by `done`). */
  loading: (message: string): Id => toast.loading(message, { autoClose: false }),
  dismiss: (id?: Id): void => toast.dismiss(id),
};
