import { formatPageTitle } from '@neighbourly/shared';
import { shell_home_title } from '@neighbourly/i18n/messages';
import { useEffect } from 'react';

/**
 * Sets the document title, e.g. "Sign in · Neighbourly"; no title gives the home title, in the
 * page's language.
 */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? formatPageTitle(title) : shell_home_title();
  }, [title]);
}
