import type { AppDeps } from '../../deps.ts';
import { findGroup } from '../groups/index.ts';

/** A group that federates: public and in sight (private and hidden groups never do). */
export async function federatedGroup(deps: AppDeps, groupId: string) {
  const group = await findGroup(deps.db, groupId);
  return group && group.type === 'PUBLIC' && group.hidden === null ? group : undefined;
}
