import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  isTokenExpired,
  notify,
  SESSION_EXPIRED_MESSAGE,
  sessionStore,
  setNavigate,
  useFreshSession,
} from '@muster/shared-kernel/client';

/**
 * Connects the kernel's API client to the router (its 'Session expired' and 'Authentication
 * required' redirects go through react-router), and ends a session whose token expired while the
 * site was closed ('Session expired, please login again'), so the bar never shows a stale name.
 * Once per page load it brings the session's roles up to date from the server.
 */
export function SessionBridge() {
  const navigate = useNavigate();
  useFreshSession();
  useEffect(() => {
    setNavigate((path) => void navigate(path));
    const { token } = sessionStore.get();
    if (token !== null && isTokenExpired(token)) {
      sessionStore.clear();
      notify.error(SESSION_EXPIRED_MESSAGE);
    }
  }, [navigate]);
  return null;
}
