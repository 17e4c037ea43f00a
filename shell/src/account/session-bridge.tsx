import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  endExpiredSession,
  isTokenExpired,
  sessionStore,
  setNavigate,
  useFreshSession,
} from '@muster/shared-kernel/client';

/**
 * Connects the kernel's API client to the router (its 'Session expired' and 'Authentication
 * required' redirects go through react-router), and ends a session whose token expired while the
 * site was closed, on any page, public or not: 'Session expired, please login again', the token
 * cleared and the login page, so the bar never shows a stale name. Once per page load it brings
 * the session's roles up to date from the server.
 */
export function SessionBridge() {
  const navigate = useNavigate();
  useFreshSession();
  useEffect(() => {
    setNavigate((path) => void navigate(path));
    const { token } = sessionStore.get();
    if (token !== null && isTokenExpired(token)) endExpiredSession();
  }, [navigate]);
  return null;
}
