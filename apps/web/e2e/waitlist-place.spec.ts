/**
 * Attending says what will happen (issue #26): a full event tells a non-member "Join group and
 * join the waitlist", and a waitlisted person sees their place in line on the event page and
 * in My events.
 */
import {
  anotherPerson,
  callApi,
  createEventThroughApi,
  expect,
  expectAccessible,
  screenshots,
  expectSettledAndFitting,
  ownGroup,
  test,
} from './fixtures.ts';

test('a non-member of a full event joins the group and its waitlist in one step, then sees their place', async ({
  page,
  browser,
}) => {
  // Three people signed up with the real captcha, and the page drawn and checked three times.
  test.setTimeout(120_000);
  const groupId = await ownGroup(page, 'wl');
  const name = 'Pottery wheel night';
  const eventId = await createEventThroughApi(page, groupId, {
    name,
    description: 'One wheel, one learner.',
    location: 'Britannia Community Centre, 1661 Napier St',
    startsInHours: 48,
    participantsLimit: 1,
  });
  const path = `/group/${groupId}/events/${eventId}`;

  const attendee = await anotherPerson(browser, groupId);
  const taken = await callApi(attendee.page, 'POST', '/eventParticipants', {
    groupId,
    eventId,
    userId: attendee.login,
  });
  expect(taken.success.data.role).toBe('PARTICIPANT');

  const stranger = await anotherPerson(browser);
  const { page: strangerPage } = stranger;
  await strangerPage.goto(path);
  await expect(strangerPage.getByRole('heading', { name })).toBeVisible();
  const join = strangerPage.getByRole('button', { name: 'Join group and join the waitlist' });
  await expect(join).toBeVisible();
  await expect(strangerPage.getByRole('button', { name: 'Join group and attend' })).toHaveCount(0);
  await expect(strangerPage.getByText('The event is full: new attendees join the waitlist.')).toBeVisible();
  await strangerPage.screenshot({ path: test.info().outputPath('event-page-full-non-member.png') });

  await join.click();
  await expect(strangerPage.getByText('You joined the group')).toBeVisible();
  await expect(strangerPage.getByText('Successfully joined the waitlist for the event')).toBeVisible();
  const place = strangerPage.getByText("You're 1st on the waitlist", { exact: true });
  await expect(place).toBeVisible();
  await expect(strangerPage.getByRole('button', { name: 'Leave waitlist' })).toBeVisible();
  await expect(strangerPage.getByText('1 of 1 place taken · 1 on the waitlist')).toBeVisible();
  await expectAccessible(strangerPage);
  await screenshots(strangerPage, 'event-page-waitlisted');

  // Their list of events says the same place, on the card of that event.
  await strangerPage.goto('/my-events');
  const card = strangerPage
    .getByRole('list', { name: 'Your events' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(card).toContainText("You're 1st on the waitlist");
  await expectAccessible(strangerPage);
  await screenshots(strangerPage, 'my-events-waitlisted');

  // Only they see it: the host's page and list show the count alone.
  await page.goto(path);
  await expect(page.getByText('1 of 1 place taken · 1 on the waitlist')).toBeVisible();
  await expect(page.getByText(/^You're .* on the waitlist/)).toHaveCount(0);

  // The place fits a phone in the dark theme too.
  await strangerPage.setViewportSize({ width: 360, height: 800 });
  await strangerPage.emulateMedia({ colorScheme: 'dark' });
  await expectSettledAndFitting(strangerPage, path, place);

  // The attendee leaves: the first in line gets the place.
  await callApi(
    attendee.page,
    'DELETE',
    `/eventParticipants?groupId=${groupId}&eventId=${eventId}&userId=${attendee.login}`,
  );
  await strangerPage.reload();
  await expect(strangerPage.getByRole('button', { name: 'Leave event' })).toBeVisible();
  await expect(strangerPage.getByText(/on the waitlist/)).toHaveCount(0);
  await attendee.close();
  await stranger.close();
});
