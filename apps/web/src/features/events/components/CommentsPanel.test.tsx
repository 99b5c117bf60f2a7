import type { EventComment, OwnGroupBan, SelfUser } from '@neighbourly/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selfQueryOptions } from '@/features/auth/index.ts';
import { groupKeys, groupQueryOptions } from '@/features/groups/index.ts';
import { aComment, aGroup, anEvent, aUser } from '@/test/factories.ts';
import { renderInApp, testQueryClient } from '@/test/render.tsx';
import { eventCommentsQueryOptions } from '../api/get-event-comments.ts';
import { CommentsPanel } from './CommentsPanel.tsx';

const event = anEvent({ hostId: 'host' });
const byAuthor = aComment({ id: 1, comment: 'See you there!' });
const byOther = aComment({
  id: 2,
  user: { id: 'other', name: 'Otto Other', hasAvatar: false },
  comment: 'Me too',
});

/** The panel as `user` sees it, with the comments, the group and the viewer's ban loaded. */
function renderPanel(
  user: SelfUser | null,
  { comments = [byAuthor], ban = null }: { comments?: EventComment[]; ban?: OwnGroupBan | null } = {},
) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(selfQueryOptions().queryKey, user);
  queryClient.setQueryData(
    groupQueryOptions(event.groupId).queryKey,
    aGroup({ owner: { id: 'owner', name: 'O' } }),
  );
  queryClient.setQueryData(groupKeys.ownBan(event.groupId), ban);
  queryClient.setQueryData(eventCommentsQueryOptions(event).queryKey, comments);
  return renderInApp(<CommentsPanel event={event} />, { queryClient });
}

/** The buttons on the row of the comment saying `text`. */
function buttonsOn(text: string): string[] {
  const row = screen.getByText(text).closest('li')!;
  return within(row)
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
}

describe('the comments panel', () => {
  it('gives the author Edit and Delete on their comment, and others the ⋮ with Report', () => {
    renderPanel(aUser('author'), { comments: [byAuthor, byOther] });
    expect(buttonsOn('See you there!')).toEqual(['Edit comment', 'Delete comment']);
    expect(buttonsOn('Me too')).toEqual(['Comment options']);
  });

  it("gives the event's host and the group's owner Delete on anyone's comment", () => {
    renderPanel(aUser('host'));
    expect(buttonsOn('See you there!')).toEqual(['Delete comment', 'Comment options']);
    renderPanel(aUser('owner'));
    expect(screen.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(2);
  });

  it('gives a visitor nothing to press on a comment', () => {
    renderPanel(null);
    expect(buttonsOn('See you there!')).toEqual([]);
  });

  it('tells a banned person they cannot comment, and leaves them Delete but not Edit', () => {
    renderPanel(aUser('author'), { ban: { groupId: event.groupId, bannedAt: '2026-11-20T18:00:00.000Z' } });
    expect(screen.getByText("You cannot comment on this group's events.")).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a comment' })).toBeNull();
    expect(buttonsOn('See you there!')).toEqual(['Delete comment']);
  });

  it('offers the comment form to a member who is not banned', () => {
    renderPanel(aUser('other'));
    expect(screen.getByRole('form', { name: 'Add a comment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add comment' }).hasAttribute('disabled')).toBe(true);
  });

  it('says so when there are no comments yet', () => {
    renderPanel(aUser('other'), { comments: [] });
    expect(screen.getByText('No comments yet. Start the conversation!')).toBeTruthy();
  });

  it('edits in place: Save once the text changed, Escape back to the comment and its Edit button', () => {
    renderPanel(aUser('author'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit comment' }));
    const editor = screen.getByRole('form', { name: 'Edit comment' });
    const field = within(editor).getByRole('textbox');
    expect((field as HTMLTextAreaElement).value).toBe('See you there!');
    expect(within(editor).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('form', { name: 'Edit comment' })).toBeNull();
    expect(screen.getByText('See you there!')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit comment' }));
  });

  it('asks before deleting', async () => {
    renderPanel(aUser('author'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByText(/^Are you sure you want to delete this comment\?/)).toBeTruthy();
  });
});
