import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Goes back one page (an editor's Save and Cancel, login). A visitor who opened the page
 * directly (React Router keys that first location 'default') goes to `fallback` instead of
 * leaving the site.
 * @param fallback where to go when there is no page of this site to go back to; the home page
 *   unless told
 */
export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [fallback, key, navigate]);
}
