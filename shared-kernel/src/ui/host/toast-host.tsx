import { ToastContainer } from 'react-toastify';
import { TOAST_DEFAULT_MS, TOAST_LIMIT } from '@muster/shared-kernel/client';

/** The one toast container: the shell renders it, and so does a remote running alone. */
export function ToastHost() {
  return <ToastContainer autoClose={TOAST_DEFAULT_MS} limit={TOAST_LIMIT} position="top-right" />;
}
