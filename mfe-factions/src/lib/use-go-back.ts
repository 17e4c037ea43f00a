import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Goes back one page (the editors' Save and Cancel, SPEC §2). A visitor who opened the editor
 * directly (React Router keys that first location 'default') goes to `fallback` instead of
 * leaving the site.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [fallback, key, navigate]);
}
