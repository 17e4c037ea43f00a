import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Goes back one page, as login does (SPEC §2). A visitor who opened the page directly (React
 * Router gives that first location the key 'default') goes home instead of leaving the site.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') void navigate(-1);
    else void navigate('/', { replace: true });
  }, [key, navigate]);
}
