/**
 * What a page says before and after the app starts: the browser tab title, and the landing
 * hero's words. The server writes them into the HTML it sends (first paint, share previews);
 * the web app renders the same words, so the two never drift apart.
 */
import { PRODUCT_NAME } from './constants.ts';

/** "Sign in · Neighbourly"; no title gives the home title. */
export const formatPageTitle = (title?: string) =>
  title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} · Community groups and events in Vancouver`;

/** The description of the site as a whole (home page, search engines, share previews). */
export const SITE_DESCRIPTION = `${PRODUCT_NAME}: find, join and create community groups and events in Vancouver.`;

export const LANDING_HERO = {
  eyebrow: 'Groups and events across Vancouver',
  title: `Welcome to ${PRODUCT_NAME} - Space for Making New Connections!`,
  text:
    'Find people who share your interests, from morning runs along the seawall to board game nights in ' +
    'Mount Pleasant. Join a group, go to an event, or start your own.',
  action: 'Start Exploring Now',
} as const;
