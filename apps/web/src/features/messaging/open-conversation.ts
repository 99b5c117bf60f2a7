/**
 * Which conversation the Messages page shows right now, if any: a live message for it is read
 * at once instead of counted as unread. One page at a time shows one, so a module value will do.
 */
let openWith: string | null = null;

export const getOpenConversation = () => openWith;

export function setOpenConversation(userId: string | null) {
  openWith = userId;
}
