/**
 * What the create form tells the event page it opens (as navigation state): the event was just
 * created, so the page offers to create another like it.
 */
export interface CreatedEventState {
  created: true;
}

export const CREATED_EVENT_STATE: CreatedEventState = { created: true };

export const wasJustCreated = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<CreatedEventState>).created === true;
