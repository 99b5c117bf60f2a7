import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { SearchValue } from '../search-value.ts';

/**
 * The search of /searchGroups/{term} and /searchEvents/{term}: the decoded term of the path
 * (`%23tag` is "#tag") and `?mine=true`. Changes replace the history entry with the new path.
 */
export function usePathSearch(getHref: (term: string, mine: boolean) => string) {
  const { term = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const value: SearchValue = { text: term, mine: searchParams.get('mine') === 'true' };
  const onChange = useCallback(
    (next: SearchValue) =>
      void navigate(getHref(next.text, next.mine), { replace: true, preventScrollReset: true }),
    [navigate, getHref],
  );
  return { value, onChange };
}
