import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { isApiError } from '@/lib/api.ts';

/**
 * Replaces the page with /404 once its main load answers NOT_FOUND (a group or event that does
 * not exist). Returns whether it did, so that the page shows its spinner meanwhile.
 */
export function useNotFoundRedirect(error: unknown): boolean {
  const navigate = useNavigate();
  const notFound = isApiError(error, 'NOT_FOUND');
  useEffect(() => {
    if (notFound) navigate(paths.notFound.getHref(), { replace: true });
  }, [notFound, navigate]);
  return notFound;
}
