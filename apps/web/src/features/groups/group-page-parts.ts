import type { ComponentType, ReactNode } from 'react';

/**
 * The parts of the group page that belong to events, handed in by the app layer
 * (app/routes/GroupRoute.tsx). Events already use groups (membership, joining from an event), so
 * groups never import events: the two features stay out of an import circle.
 */
export interface GroupPageParts {
  /** The 'Upcoming events' or 'Past events' tab. */
  EventsPanel: ComponentType<{ groupId: string; upcoming: boolean; empty: ReactNode }>;
  /** What Leave group asks, naming the places in upcoming events that go with it. */
  LeaveQuestion: ComponentType<{ groupId: string; userId: string }>;
}
