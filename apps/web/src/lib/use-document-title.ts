import { PRODUCT_NAME } from '@neighbourly/shared';
import { useEffect } from 'react';

export const formatTitle = (title?: string) =>
  title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} · Community groups and events in Vancouver`;

/** Sets the document title, e.g. "Sign in · Neighbourly"; no title gives the home title. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
}
