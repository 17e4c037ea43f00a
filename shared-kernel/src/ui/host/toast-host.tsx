import { lazy, Suspense, useSyncExternalStore } from 'react';
import {
  loadToastify,
  toastDemand,
  TOAST_DEFAULT_MS,
  TOAST_LIMIT,
} from '@muster/shared-kernel/client';

const ToastContainer = lazy(() =>
  loadToastify().then((module) => ({ default: module.ToastContainer })),
);

/**
 * The one toast container: the shell renders it, and so does a remote running alone. It is
 * fetched with the first toast, so a page that shows none never downloads react-toastify; the
 * toasts raised meanwhile wait in react-toastify's queue until the container mounts.
 */
export function ToastHost() {
  const asked = useSyncExternalStore(toastDemand.subscribe, toastDemand.asked, () => false);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer autoClose={TOAST_DEFAULT_MS} limit={TOAST_LIMIT} position="top-right" />
    </Suspense>
  );
}
