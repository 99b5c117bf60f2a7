/**
 * Where an event is (issue #28), in the browser: a host pins an event on a phone (the lazy pin
 * picker, "Centre on" a place, a tap and a drag on the map), the event page shows the pin's map
 * and directions, editing shows the pin and removes it; an online event's meeting link is shown
 * to the host and to people going, and to no one else (not in the page, not in its first paint).
 * Map tiles cannot be reached here (the server's MAP_TILE_URL is a closed port): the maps must
 * still show their markers.
 */
import type { Locator, Page } from '@playwright/test';
import { MESSAGES, placeBySlug } from '@neighbourly/shared';
import {
  anotherPerson,
  callApi,
  expect,
  expectAccessible,
  ownGroup,
  screenshots,
  test,
  waitForApp,
} from './fixtures.ts';

const KITSILANO = placeBySlug('kitsilano')!;
const MEETING_URL = 'https://meet.example.org/neighbourly-lantern-circle';

/** The picker's "Pin: Near Kitsilano · 49.26690, -123.16170" as numbers. */
async function readoutPoint(readout: Locator) {
  const text = (await readout.textContent()) ?? '';
  const match = /(-?\d+\.\d+), (-?\d+\.\d+)/.exec(text);
  expect(match, `a point in "${text}"`).not.toBeNull();
  return { latitude: Number(match![1]), longitude: Number(match![2]) };
}

/** The destination a directions link carries, as numbers. */
function destinationOf(href: string, parameter: 'to' | 'destination') {
  const value = new URL(href).searchParams.get(parameter) ?? '';
  const [latitude, longitude] = value.split(',').map(Number);
  return { latitude: latitude!, longitude: longitude! };
}

function expectNearKitsilano(point: { latitude: number; longitude: number }) {
  expect(Math.abs(point.latitude - KITSILANO.latitude)).toBeLessThan(0.02);
  expect(Math.abs(point.longitude - KITSILANO.longitude)).toBeLessThan(0.03);
}

/** A dialog over the page, light and dark, as the screen shows it (a full-page shot misplaces it). */
async function dialogShots(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: test.info().outputPath(`${name}-${colorScheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A one-finger drag from `from` by `by`, in small steps, through Chromium's touch events. */
async function touchDrag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const at = (step: number, steps: number) => [
    { x: from.x + (by.x * step) / steps, y: from.y + (by.y * step) / steps },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0, 1) });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step, 10) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The page scrolls no wider than the screen. */
async function expectFitting(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a host pins an event: picker, centre on Kitsilano, a tap and a finger drag; the page shows the map and directions; edit removes the pin', async ({
    page,
  }) => {
    // A sign-up, three screens checked with axe and screenshots: more than a minute on a busy box.
    test.setTimeout(120_000);
    const groupId = await ownGroup(page, 'pin');
    await page.goto(`/group/${groupId}/create-event/PUBLIC`);
    await page.getByRole('textbox', { name: 'Title' }).fill('Lantern walk at Kits Beach');
    await page.getByRole('textbox', { name: 'Description' }).fill('An evening walk with lanterns.');
    await page.getByRole('textbox', { name: 'Location' }).fill('Kitsilano Beach, by the lifeguard tower');
    await expect(page.getByRole('radio', { name: 'In person' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Meeting link' })).toHaveCount(0);
    const pinGroup = page.getByRole('group', { name: 'Pin on the map (optional)' });
    await expect(pinGroup).toContainText('Puts the event on the map');

    // The picker, loaded only now, full screen on a phone.
    await pinGroup.getByRole('button', { name: 'Add a pin' }).click();
    const picker = page.getByRole('dialog', { name: 'Pin on the map' });
    await expect(picker).toBeVisible();
    const map = picker.getByTestId('pin-picker-map');
    const marker = map.getByRole('button', { name: 'Event pin' });
    await expect(marker).toBeVisible();
    const pickerBox = (await picker.boundingBox())!;
    expect(pickerBox.width).toBeGreaterThanOrEqual(389);

    const readout = picker.getByText(/^Pin: /);
    await picker.getByLabel('Centre on').selectOption({ label: 'Kitsilano' });
    await expect(readout).toHaveText(
      `Pin: Near Kitsilano · ${KITSILANO.latitude.toFixed(5)}, ${KITSILANO.longitude.toFixed(5)}`,
    );

    // A tap on the map moves the pin there.
    const mapBox = (await map.boundingBox())!;
    await page.touchscreen.tap(mapBox.x + mapBox.width / 2 + 40, mapBox.y + mapBox.height / 2 + 30);
    await expect(readout).not.toHaveText(new RegExp(KITSILANO.latitude.toFixed(5)));
    const tapped = await readoutPoint(readout);
    expect(tapped.longitude).toBeGreaterThan(KITSILANO.longitude);
    expect(tapped.latitude).toBeLessThan(KITSILANO.latitude);

    // Dragging the pin with a finger moves it again (up and to the left): real touch events,
    // as a phone sends them (Chromium's DevTools protocol; Playwright's touchscreen only taps).
    const pinBox = (await marker.boundingBox())!;
    await touchDrag(
      page,
      { x: pinBox.x + pinBox.width / 2, y: pinBox.y + pinBox.height / 2 },
      { x: -60, y: -50 },
    );
    await expect
      .poll(async () => (await readoutPoint(readout)).latitude, { message: 'the drag moved the pin north' })
      .toBeGreaterThan(tapped.latitude);
    const chosen = await readoutPoint(readout);
    expect(chosen.longitude).toBeLessThan(tapped.longitude);
    expectNearKitsilano(chosen);
    await expectAccessible(page);
    await dialogShots(page, 'pin-picker-phone');

    await picker.getByRole('button', { name: 'Use this pin' }).click();
    await expect(picker).toHaveCount(0);
    const pinned = `${chosen.latitude.toFixed(5)}, ${chosen.longitude.toFixed(5)}`;
    await expect(pinGroup).toContainText(`Near Kitsilano · ${pinned}`);
    await expect(pinGroup.getByRole('button', { name: 'Move the pin' })).toBeVisible();
    await expectFitting(page);
    await screenshots(page, 'event-form-pinned');

    await page.getByRole('button', { name: 'Create event' }).click();
    await expect(page.getByText('Your event was created successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/group/${groupId}/events/\\d+$`));
    const eventPath = new URL(page.url()).pathname;

    // The event page: the place's search link as before, the pin's map (no tiles: the marker
    // shows all the same) and directions to the saved point.
    await expect(page.getByRole('link', { name: /Kitsilano Beach, by the lifeguard tower/ })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/search\?query=/,
    );
    const where = page.getByRole('region', { name: 'Where' });
    // The map loads as it comes near the viewport.
    await where.scrollIntoViewIfNeeded();
    const eventMap = where.getByTestId('event-pin-map');
    await expect(eventMap.getByRole('img', { name: 'Pin of Lantern walk at Kits Beach' })).toBeVisible();
    const osm = where.getByRole('link', { name: /OpenStreetMap directions/ });
    const google = where.getByRole('link', { name: /Google Maps directions/ });
    for (const link of [osm, google]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const osmHref = (await osm.getAttribute('href'))!;
    const googleHref = (await google.getAttribute('href'))!;
    expect(osmHref).toMatch(/^https:\/\/www\.openstreetmap\.org\/directions\?to=/);
    expect(googleHref).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    for (const point of [destinationOf(osmHref, 'to'), destinationOf(googleHref, 'destination')]) {
      expect(point.latitude).toBeCloseTo(chosen.latitude, 4);
      expect(point.longitude).toBeCloseTo(chosen.longitude, 4);
      expectNearKitsilano(point);
    }
    // The map leaves the wheel to the page.
    const zoomBefore = await eventMap.locator('.leaflet-proxy').getAttribute('style');
    await eventMap.hover();
    await page.mouse.wheel(0, -300);
    expect(await eventMap.locator('.leaflet-proxy').getAttribute('style')).toBe(zoomBefore);
    await expectAccessible(page);
    await expectFitting(page);
    await where.scrollIntoViewIfNeeded();
    await screenshots(page, 'event-page-map');

    // Editing shows the pin; the picker's Remove pin takes it away.
    await page.goto(`${eventPath}/edit`);
    const editPin = page.getByRole('group', { name: 'Pin on the map (optional)' });
    await expect(editPin).toContainText(`Near Kitsilano · ${pinned}`);
    await editPin.getByRole('button', { name: 'Move the pin' }).click();
    await expect(picker.getByText(/^Pin: /)).toContainText(pinned);
    await expect(
      picker.getByTestId('pin-picker-map').getByRole('button', { name: 'Event pin' }),
    ).toBeVisible();
    await picker.getByRole('button', { name: 'Remove pin' }).click();
    await expect(picker).toHaveCount(0);
    await expect(editPin.getByRole('button', { name: 'Add a pin' })).toBeVisible();
    await page.getByRole('button', { name: 'Update event' }).click();
    await expect(page.getByText('Event was updated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lantern walk at Kits Beach' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Where' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /directions/ })).toHaveCount(0);
  });
});

test('an online event: the host and people going see the meeting link; a visitor and a member not going see a note', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const groupId = await ownGroup(page, 'online');
  await page.goto(`/group/${groupId}/create-event/PUBLIC`);
  await page.getByRole('textbox', { name: 'Title' }).fill('Lantern circle on video');
  await page.getByRole('textbox', { name: 'Description' }).fill('We talk lanterns, online.');
  await page.getByRole('radio', { name: 'Online' }).check();
  // Online: a link, no pin.
  await expect(page.getByRole('group', { name: 'Pin on the map (optional)' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Location' }).fill('Online (video call)');
  const link = page.getByRole('textbox', { name: 'Meeting link' });
  await link.fill('meet.example.org/no-scheme');
  await link.blur();
  await expect(page.getByText(MESSAGES.meetingUrl)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create event' })).toBeDisabled();
  await link.fill(MEETING_URL);
  await expect(page.getByText(MESSAGES.meetingUrl)).toHaveCount(0);
  await expect(page.getByText("Only people going, the host and the group's owner see it.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Your event was created successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/group/${groupId}/events/\\d+$`));
  const eventPath = new URL(page.url()).pathname;

  // The host: the format, Join online and the link itself.
  await expect(page.getByText('Online event', { exact: true })).toBeVisible();
  const join = page.getByRole('link', { name: /Join online/ });
  await expect(join).toHaveAttribute('href', MEETING_URL);
  await expect(join).toHaveAttribute('target', '_blank');
  await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: new RegExp(MEETING_URL) })).toHaveAttribute(
    'href',
    MEETING_URL,
  );
  await expect(page.getByRole('region', { name: 'Where' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'online-event-host');

  // Editing shows the format and the link.
  await page.goto(`${eventPath}/edit`);
  await expect(page.getByRole('radio', { name: 'Online' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Meeting link' })).toHaveValue(MEETING_URL);

  // A visitor: neither the first paint nor the page carries the link.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const firstPaint = await (await visitor.request.get(eventPath)).text();
  expect(firstPaint).not.toContain('meet.example.org');
  await visitor.goto(eventPath);
  await waitForApp(visitor);
  await expect(visitor.getByRole('heading', { name: 'Lantern circle on video' })).toBeVisible();
  await expect(visitor.getByText('Online event', { exact: true })).toBeVisible();
  await expect(visitor.getByText('The meeting link is shown to people going.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Join online/ })).toHaveCount(0);
  expect(await visitor.content()).not.toContain('meet.example.org');
  await visitorContext.close();

  // A member not going: the note; after Attend, the link.
  const member = await anotherPerson(browser, groupId);
  await member.page.goto(eventPath);
  await expect(member.page.getByText('The meeting link is shown to people going.')).toBeVisible();
  await expect(member.page.getByRole('button', { name: 'Attend event' })).toBeVisible();
  expect(await member.page.content()).not.toContain('meet.example.org');
  await expectAccessible(member.page);
  await screenshots(member.page, 'online-event-member');
  await member.page.getByRole('button', { name: 'Attend event' }).click();
  await expect(member.page.getByText('Successfully registered for the event')).toBeVisible();
  await expect(member.page.getByRole('link', { name: /Join online/ })).toHaveAttribute('href', MEETING_URL);
  await expect(member.page.getByText('The meeting link is shown to people going.')).toHaveCount(0);
  await member.close();
});

test('a hybrid event on a wide screen: the map beside the description, the link for the host; the picker starts at the pin', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const groupId = await ownGroup(page, 'hybrid');
  const start = Date.now() + 50 * 3_600_000;
  const eventId = (
    await callApi(page, 'POST', '/events', {
      groupId,
      eventId: 0,
      name: 'Open acoustic jam, hybrid',
      description: 'Bring an instrument, or join from home.',
      location: 'Britannia Community Centre, room 2',
      type: 'PUBLIC',
      startDateTime: new Date(start).toISOString(),
      endDateTime: new Date(start + 2 * 3_600_000).toISOString(),
      tags: [],
      participantsLimit: 0,
      format: 'HYBRID',
      meetingUrl: MEETING_URL,
      latitude: 49.2755,
      longitude: -123.0719,
    })
  ).success.data as number;
  const eventPath = `/group/${groupId}/events/${eventId}`;
  await page.goto(eventPath);
  await expect(page.getByText('Hybrid: in person and online')).toBeVisible();
  await expect(page.getByRole('link', { name: /Join online/ })).toHaveAttribute('href', MEETING_URL);
  const where = page.getByRole('region', { name: 'Where' });
  await where.scrollIntoViewIfNeeded();
  await expect(where.getByRole('img', { name: 'Pin of Open acoustic jam, hybrid' })).toBeVisible();
  await expect(where.getByRole('link', { name: /OpenStreetMap directions/ })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/directions?to=49.2755%2C-123.0719',
  );
  await expect(where.getByRole('link', { name: /Google Maps directions/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=49.2755,-123.0719',
  );
  // Beside the description on a wide screen.
  const description = page.getByText('Bring an instrument, or join from home.');
  expect((await where.boundingBox())!.x).toBeGreaterThan((await description.boundingBox())!.x + 400);
  await expectAccessible(page);
  await screenshots(page, 'hybrid-event-page');

  await page.goto(`${eventPath}/edit`);
  await expect(page.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Meeting link' })).toHaveValue(MEETING_URL);
  const pin = page.getByRole('group', { name: 'Pin on the map (optional)' });
  await expect(pin).toContainText('49.27550, -123.07190');
  await pin.getByRole('button', { name: 'Move the pin' }).click();
  const picker = page.getByRole('dialog', { name: 'Pin on the map' });
  await expect(picker.getByText(/^Pin: /)).toContainText('49.27550, -123.07190');
  await expect(picker.getByTestId('pin-picker-map').getByRole('button', { name: 'Event pin' })).toBeVisible();
  // Cancel keeps the pin as it was.
  await picker.getByTestId('pin-picker-map').click({ position: { x: 60, y: 60 } });
  await expect(picker.getByText(/^Pin: /)).not.toContainText('49.27550, -123.07190');
  await expectAccessible(page);
  await dialogShots(page, 'pin-picker-wide');
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(pin).toContainText('49.27550, -123.07190');
});
