/**
 * Groups this page is deleting or deleted. The server's live word that the group is gone can
 * arrive before the answer to DELETE; on this page it is no news (the page moves to My groups),
 * and reading the group again would send it to /404 first. Its own module, free of imports, as
 * the live hook that asks it is on every page that shows a group.
 */
export const deletedHere = new Set<string>();
