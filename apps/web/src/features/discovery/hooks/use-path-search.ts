import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { SearchValue } from '../search-value.ts';
import { useSearchParams } from '@/lib/router-dom.tsx';

/**
 * The search of /searchGroups/{term} and /searchEvents/{term}: the decoded term of the path
 * (`%23tag` is "#tag") and `?mine=true`. Changes replace the history entry with the new path;
 * the filters in the query (issue #28) stay.
 */
export function usePathSearch(getHref: (term: string, mine: boolean) => string) {
  const { term = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const value: SearchValue = { text: term, mine: searchParams.get('mine') === 'true' };
  const onChange = useCallback(
    (next: SearchValue) => {
      const [pathname, mine = ''] = getHref(next.text, next.mine).split('?');
      const params = new URLSearchParams(window.location.search);
      params.delete('mine');
      new URLSearchParams(mine).forEach((v, k) => params.set(k, v));
      const search = params.toString();
      void navigate(`${pathname}${search ? `?${search}` : ''}`, { replace: true, preventScrollReset: true });
    },
    [navigate, getHref],
  );
  return { value, onChange };
}
