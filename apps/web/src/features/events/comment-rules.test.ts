import { describe, expect, it } from 'vitest';
import { aComment } from '@/test/factories.ts';
import { commentRules, type CommentViewer } from './comment-rules.ts';

const viewer = (userId: string | null, change: Partial<CommentViewer> = {}): CommentViewer => ({
  userId,
  banned: false,
  eventHostId: 'host',
  groupOwnerId: 'owner',
  seesEventDetails: true,
  ...change,
});
const byAuthor = aComment({ user: { id: 'author', name: 'Ada Author', hasAvatar: false } });
const fromFediverse = aComment({
  user: null,
  remoteAuthor: { handle: 'fern@elsewhere.example', name: 'Fern', url: null },
});

describe('what a viewer may do with a comment', () => {
  it.each([
    ['a visitor', null, { mine: false, mayEdit: false, mayDelete: false, mayReport: false }],
    ['its author', 'author', { mine: true, mayEdit: true, mayDelete: true, mayReport: false }],
    ['another member', 'stranger', { mine: false, mayEdit: false, mayDelete: false, mayReport: true }],
    ["the event's host", 'host', { mine: false, mayEdit: false, mayDelete: true, mayReport: true }],
    ["the group's owner", 'owner', { mine: false, mayEdit: false, mayDelete: true, mayReport: true }],
  ])('%s', (_who, userId, expected) => {
    expect(commentRules(viewer(userId), byAuthor)).toEqual(expected);
  });

  it('lets a banned author delete their comment, not edit it', () => {
    expect(commentRules(viewer('author', { banned: true }), byAuthor)).toMatchObject({
      mayEdit: false,
      mayDelete: true,
    });
  });

  it('lets an author who no longer sees the event take back their words, not rewrite them', () => {
    expect(commentRules(viewer('author', { seesEventDetails: false }), byAuthor)).toMatchObject({
      mayEdit: false,
      mayDelete: true,
    });
  });

  it("shows the owner's Delete only once the group is loaded", () => {
    expect(commentRules(viewer('owner', { groupOwnerId: null }), byAuthor).mayDelete).toBe(false);
  });

  it('lets the host and the owner delete a reply from the fediverse, which nobody here edits', () => {
    expect(commentRules(viewer('host'), fromFediverse)).toEqual({
      mine: false,
      mayEdit: false,
      mayDelete: true,
      mayReport: true,
    });
    expect(commentRules(viewer('stranger'), fromFediverse)).toMatchObject({
      mayEdit: false,
      mayDelete: false,
    });
  });
});
