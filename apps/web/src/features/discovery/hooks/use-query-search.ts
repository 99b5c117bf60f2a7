import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SearchValue } from '../search-value.ts';
import { useSearchParams } from '@/lib/router-dom.tsx';

/**
 * A panel's search kept in the query string (the home: `?events=%23music&eventsMine=true`),
 * so it survives a reload and can be shared. Changes replace the history entry and keep the
 * scroll position.
 */
export function useQuerySearch(textParam: string, mineParam: string) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const value: SearchValue = {
    text: searchParams.get(textParam) ?? '',
    mine: searchParams.get(mineParam) === 'true',
  };
  const onChange = useCallback(
    (next: SearchValue) => {
      // From the address bar, not this render: the other panel may have changed it meanwhile.
      const params = new URLSearchParams(window.location.search);
      if (next.text) params.set(textParam, next.text);
      else params.delete(textParam);
      if (next.mine) params.set(mineParam, 'true');
      else params.delete(mineParam);
      const search = params.toString();
      void navigate({ search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true });
    },
    [navigate, textParam, mineParam],
  );
  return { value, onChange };
}
