import { describe, expect, it } from 'vitest';
import { mayOnComment, type CommentAction, type CommentFacts } from './policies.ts';

const facts: CommentFacts = {
  authorId: 'ana',
  eventHostId: 'hana',
  groupOwnerId: 'olga',
  seesEventDetails: true,
};

describe('mayOnComment', () => {
  it.each<[string, string | null, CommentAction, boolean]>([
    ['a visitor', null, 'edit', false],
    ['a visitor', null, 'delete', false],
    ['another member', 'mo', 'edit', false],
    ['another member', 'mo', 'delete', false],
    ['the host', 'hana', 'edit', false],
    ['the host', 'hana', 'delete', true],
    ['the group owner', 'olga', 'edit', false],
    ['the group owner', 'olga', 'delete', true],
    ['the author', 'ana', 'edit', true],
    ['the author', 'ana', 'delete', true],
  ])('%s (%s) may %s: %s', (_who, userId, action, allowed) => {
    expect(mayOnComment(userId, action, facts)).toBe(allowed);
  });

  it('lets an author who no longer sees the event delete but not edit', () => {
    const gone = { ...facts, seesEventDetails: false };
    expect(mayOnComment('ana', 'edit', gone)).toBe(false);
    expect(mayOnComment('ana', 'delete', gone)).toBe(true);
  });
});
