/**
 * Events Nearby sits above Groups Nearby: after this many pages it stops loading by itself on
 * scrolling (the 'Show more events' button still works), so the groups stay reachable.
 */
export const EVENTS_AUTO_PAGES = 2;
