import { formatPageTitle } from '@neighbourly/shared';
import { useEffect } from 'react';

/** Sets the document title, e.g. "Sign in · Neighbourly"; no title gives the home title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
