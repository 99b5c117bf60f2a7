/**
 * A page's browser tab title, as the server writes it into the HTML it sends (first paint, share
 * previews) and the web app sets it. The landing's words are in the catalogue (issue #29).
 */
import { PRODUCT_NAME } from './constants.ts';

/** "Sign in · Neighbourly"; no title gives the home title. */
export const formatPageTitle = (title?: string) =>
  title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} · Community groups and events in Vancouver`;
