/**
 * The "first tap" stage of `npm run bench:web` (issue #31): each page opened cold on a
 * Lighthouse-mobile phone (slow 4G, 4x CPU slowdown), its likeliest first target tapped at a fixed
 * time after the first contentful paint, and three things measured: the tap's Event Timing
 * duration (its INP), the time until the screen answers it, and whether it was lost.
 *
 * The tap is a CDP touch at the spot where the target was last painted, so it lands even while the
 * page's main thread is busy, as a finger would; the page's own code only reports where the
 * target is and what the screen shows.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, type CDPSession, chromium } from 'playwright-core';
import type { Page, TapResult, TapTarget } from './web-report.ts';

/**
 * Lighthouse's mobile preset (throttling.mobileSlow4G: 150 ms RTT, 1.6 Mbps down, 750 Kbps up,
 * 4x CPU) as Lighthouse itself applies it through DevTools ('devtools' throttling): request-level
 * throttling needs the round trip 3.75 times longer and the throughput 0.9 times lower to match
 * a packet-level link (@paulirish/trace_engine's lantern Constants).
 */
export const SLOW_4G = {
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
};

/** Lighthouse's mobile screen (a moto g power) and user agent. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/136.0.0.0 Mobile Safari/537.36',
};

/** No answer this long after the tap: the tap was lost. */
export const LOST_AFTER_MS = 5000;
/** A target the app draws may take this long to appear on a throttled phone. */
const TARGET_TIMEOUT_MS = 30_000;
/** Event Timing entries are reported after the next paint; this leaves them time to arrive. */
const ENTRIES_GRACE_MS = 1000;
/** Far longer than any load, its tap and its answer take (FCP, target, moment, answer, entries). */
const LOAD_DEADLINE_MS = 150_000;
/** A finger rests about this long between touching and lifting. */
const TOUCH_MS = 60;

/** What the in-page observer tells the bench, through one binding. */
type PageMessage =
  | { type: 'fcp'; at: number; document: number }
  | { type: 'spot'; x: number; y: number; onFirstPaint: boolean; at: number }
  | { type: 'gone' }
  | { type: 'takeover'; at: number; document: number }
  | { type: 'pointerdown'; at: number; target: string; onFirstPaint: boolean }
  | { type: 'answer'; how: string }
  | {
      type: 'events';
      entries: { name: string; startTime: number; duration: number; interactionId: number }[];
    };

interface InPageOptions {
  target: TapTarget;
  startPath: string;
  /** The app's bar shown while it loads the next page: the first answer to a tap on a link. */
  loadingBar: string;
}

/**
 * Runs in every document of the context before the page's scripts. It finds the target each frame
 * (the app's element, else the first paint's), scrolls it into view once if asked, reports the
 * spot where it is painted when that changes, and after a tap reports the first frame that shows
 * the answer. Plain JavaScript only: Playwright sends its source to the page.
 */
function inPage({ target, startPath, loadingBar }: InPageOptions): void {
  const send = (message: PageMessage) => {
    const binding = (window as unknown as { __benchTap?: (text: string) => Promise<void> }).__benchTap;
    void binding?.(JSON.stringify(message)).catch(() => undefined);
  };
  const describe = (node: EventTarget | null) => {
    if (!(node instanceof Element)) return String(node);
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''} "${text}"`;
  };
  const matches = (element: Element, text: string | undefined) =>
    !text || (element.textContent ?? '').trim().replace(/\s+/g, ' ') === text;
  const find = (): Element | null => {
    for (const element of document.querySelectorAll(target.app.css)) {
      if (!element.closest('[data-first-paint]') && matches(element, target.app.text)) return element;
    }
    if (!target.firstPaint) return null;
    return document.querySelector(`[data-first-paint] ${target.firstPaint}`);
  };

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') {
        send({ type: 'fcp', at: entry.startTime, document: performance.timeOrigin });
      }
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const entries = (list.getEntries() as PerformanceEventTiming[]).map((entry) => ({
      name: entry.name,
      startTime: entry.startTime,
      duration: entry.duration,
      interactionId: entry.interactionId,
    }));
    send({ type: 'events', entries });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

  let tapped = false;
  let scrollAtTap = 0;
  addEventListener(
    'pointerdown',
    (event) => {
      if (tapped) return;
      tapped = true;
      scrollAtTap = scrollY;
      const onFirstPaint =
        event.target instanceof Element && Boolean(event.target.closest('[data-first-paint]'));
      send({ type: 'pointerdown', at: event.timeStamp, target: describe(event.target), onFirstPaint });
    },
    { capture: true },
  );

  let scrolled = false;
  let lastSpot = '';
  let answered = false;
  const answer = (): string | null => {
    if (location.pathname !== startPath) return `went to ${location.pathname}`;
    if (document.querySelector(loadingBar)) return 'loading bar shown';
    if (target.answer === 'scroll' && Math.abs(scrollY - scrollAtTap) > 100) return 'scrolled';
    return null;
  };
  // The app's taking over: the frame the server's first paint is gone (pages without one say nothing).
  let firstPaintSeen = false;
  let tookOver = false;
  const frame = (now: number) => {
    const firstPaint = document.querySelector('[data-first-paint]');
    firstPaintSeen ||= Boolean(firstPaint);
    if (firstPaintSeen && !tookOver && !firstPaint) {
      tookOver = true;
      send({ type: 'takeover', at: now, document: performance.timeOrigin });
    }
    if (tapped) {
      const how = answer();
      if (how && !answered) {
        answered = true;
        send({ type: 'answer', how });
      }
      requestAnimationFrame(frame);
      return;
    }
    const element = find();
    if (element) {
      if (target.scrollIntoView && !scrolled && !element.closest('[data-first-paint]')) {
        scrolled = true;
        element.scrollIntoView({ block: 'center' });
      }
      const box = element.getBoundingClientRect();
      const x = Math.round(box.left + box.width / 2);
      const y = Math.round(box.top + box.height / 2);
      // Tappable: on screen and not covered by something else.
      const hit = document.elementFromPoint(x, y);
      const spot = hit && (hit === element || element.contains(hit)) ? `${x},${y}` : '';
      if (spot !== lastSpot) {
        lastSpot = spot;
        const onFirstPaint = Boolean(element.closest('[data-first-paint]'));
        send(spot ? { type: 'spot', x, y, onFirstPaint, at: now } : { type: 'gone' });
      }
    } else if (lastSpot) {
      lastSpot = '';
      send({ type: 'gone' });
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Resolves with the first message that `accept` takes, or rejects after `ms`. */
class Inbox {
  private waiters: { accept: (message: PageMessage) => boolean; resolve: (message: PageMessage) => void }[] =
    [];
  readonly messages: { message: PageMessage; at: number }[] = [];

  push(message: PageMessage): void {
    this.messages.push({ message, at: performance.now() });
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.accept(message)) return true;
      waiter.resolve(message);
      return false;
    });
  }

  next<T extends PageMessage>(accept: (message: PageMessage) => message is T, ms: number): Promise<T | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), ms);
      this.waiters.push({
        accept,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message as T);
        },
      });
    });
  }

  last<T extends PageMessage>(accept: (message: PageMessage) => message is T): T | undefined {
    return this.messages.map((m) => m.message).findLast(accept);
  }
}

const isType =
  <K extends PageMessage['type']>(type: K) =>
  (message: PageMessage): message is Extract<PageMessage, { type: K }> =>
    message.type === type;

async function touch(cdp: CDPSession, x: number, y: number): Promise<void> {
  // Sent without waiting for the page's answer to the first, like a finger lifted regardless.
  const down = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await sleep(TOUCH_MS);
  const up = cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // Their acknowledgements wait for a busy page, and may never come when the touch started
  // another page's load; the touch has been sent either way.
  const acknowledged = Promise.all([down, up]).then(
    () => undefined,
    () => undefined,
  );
  await Promise.race([acknowledged, sleep(LOST_AFTER_MS)]);
}

/** A load that hangs (a browser call that never returns) fails its row, not the whole stage. */
function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * When to tap: after the first contentful paint for a target the server paints too, after the
 * target first appears for one only the app draws (before, a visitor has nothing to tap).
 */
export interface TapMoment {
  from: 'first paint' | 'shown';
  ms: number;
}

/** One cold page load and one tap at `moment`. */
export async function tapOnce(
  browser: Browser,
  base: string,
  page: Page,
  target: TapTarget,
  moment: TapMoment,
  loadingBar: string,
): Promise<TapResult> {
  const context = await browser.newContext(PHONE);
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: Math.floor((SLOW_4G.downloadKbps * 1024) / 8),
      uploadThroughput: Math.floor((SLOW_4G.uploadKbps * 1024) / 8),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });

    const inbox = new Inbox();
    await tab.exposeBinding('__benchTap', (_source, text: string) =>
      inbox.push(JSON.parse(text) as PageMessage),
    );
    await tab.addInitScript(inPage, { target, startPath: page.path, loadingBar } satisfies InPageOptions);
    // A document request after the tap is the browser starting to load another page: what a
    // visitor sees first (the address and the browser's loading bar) when a first-painted link is followed.
    let tapSentAt = Infinity;
    const documentRequested = new Promise<number>((resolve) => {
      tab.on('request', (request) => {
        const now = performance.now();
        if (request.isNavigationRequest() && request.frame() === tab.mainFrame() && now > tapSentAt) {
          resolve(now);
        }
      });
    });

    const loaded = tab.goto(`${base}${page.path}`, { waitUntil: 'commit', timeout: 60_000 });
    const fcp = await inbox.next(isType('fcp'), 60_000);
    await loaded;
    if (!fcp) throw new Error(`${page.name}: no first contentful paint within 60 s`);

    const isSpot = (m: PageMessage): m is Extract<PageMessage, { type: 'spot' | 'gone' }> =>
      m.type === 'spot' || m.type === 'gone';
    const spotNow = () => {
      const last = inbox.last(isSpot);
      return last?.type === 'spot' ? last : undefined;
    };
    const nextSpot = () => inbox.next(isType('spot'), TARGET_TIMEOUT_MS);
    let shownAt: number | undefined;
    if (moment.from === 'shown') {
      const shown = spotNow() ?? (await nextSpot());
      if (!shown) return failed(page, target, moment, `not shown within ${TARGET_TIMEOUT_MS / 1000} s`);
      shownAt = shown.at;
    }
    await sleep(moment.ms);
    // Where the target is painted now; when it is not (yet, or between the first paint and the
    // app), the finger waits for it.
    const spot = spotNow() ?? (await nextSpot());
    if (!spot) return failed(page, target, moment, `not shown within ${TARGET_TIMEOUT_MS / 1000} s`);
    const firstSpot = inbox.messages.map((m) => m.message).find(isType('spot'));
    shownAt ??= firstSpot?.at;

    const answered = inbox
      .next(isType('answer'), LOST_AFTER_MS + TOUCH_MS)
      .then((message) => (message ? { at: performance.now(), how: message.how } : null));
    const navigated = Promise.race([documentRequested, sleep(LOST_AFTER_MS + TOUCH_MS, null)]).then((at) =>
      at === null ? null : { at, how: 'page load started' },
    );
    tapSentAt = performance.now();
    await touch(cdp, spot.x, spot.y);
    const first = await firstOf([answered, navigated]);
    await sleep(ENTRIES_GRACE_MS);

    const down = inbox.last(isType('pointerdown'));
    // The page's own, not that of a page the tap led to.
    const takeover = inbox.messages
      .map((m) => m.message)
      .filter(isType('takeover'))
      .find((m) => m.document === fcp.document);
    // The interaction's INP: its longest event, each from the touch to the next paint.
    const entries = inbox.messages
      .map((m) => m.message)
      .filter(isType('events'))
      .flatMap((m) => m.entries)
      .filter((e) => down && e.interactionId > 0 && e.startTime >= down.at - 1);
    const inpMs = entries.length ? Math.max(...entries.map((e) => e.duration)) : null;
    const afterFcp = (at: number | undefined) => (at === undefined ? null : Math.round(at - fcp.at));
    return {
      page: page.name,
      target: target.name,
      due: moment,
      tappedMs: afterFcp(down?.at),
      shownMs: afterFcp(shownAt),
      appShownMs: afterFcp(takeover?.at),
      onFirstPaint: down ? down.onFirstPaint : spot.onFirstPaint,
      landedOn: down?.target ?? '(no pointerdown reported)',
      inpMs,
      inpKnown: Boolean(down) && (inpMs !== null || !first || first.how !== 'page load started'),
      answerMs: first ? Math.round(first.at - tapSentAt) : null,
      answer: first?.how ?? 'LOST',
    };
  } finally {
    await withDeadline(context.close(), 30_000, 'closing the context').catch(() => undefined);
  }
}

function failed(page: Page, target: TapTarget, due: TapMoment, failure: string): TapResult {
  const nothing = {
    tappedMs: null,
    shownMs: null,
    appShownMs: null,
    inpMs: null,
    answerMs: null,
    answer: '',
  };
  const unknown = { onFirstPaint: false, inpKnown: false, landedOn: '' };
  return { page: page.name, target: target.name, due, ...nothing, ...unknown, failure };
}

/** The first of these to resolve with a value (not null), or null when none does. */
async function firstOf<T>(promises: Promise<T | null>[]): Promise<T | null> {
  return new Promise((resolve) => {
    let pending = promises.length;
    for (const promise of promises) {
      void promise.then((value) => {
        pending--;
        if (value !== null) resolve(value);
        else if (pending === 0) resolve(null);
      });
    }
  });
}

export async function launchForTaps(chromePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}

/** "FCP + 500 ms" or "shown + 100 ms". */
export const dueText = ({ from, ms }: TapMoment) => `${from === 'shown' ? 'shown' : 'FCP'} + ${ms} ms`;

/**
 * Each target at each moment: after the first paint when the server paints the target too
 * (`afterFirstPaint`), after it appears when only the app draws it (`afterShown`).
 */
export async function measureTaps(
  browser: Browser,
  base: string,
  plan: { page: Page; target: TapTarget }[],
  moments: { afterFirstPaint: number[]; afterShown: number[] },
  loadingBar: string,
): Promise<TapResult[]> {
  const results: TapResult[] = [];
  for (const { page, target } of plan) {
    const due: TapMoment[] = target.firstPaint
      ? moments.afterFirstPaint.map((ms) => ({ from: 'first paint', ms }))
      : moments.afterShown.map((ms) => ({ from: 'shown', ms }));
    for (const moment of due) {
      // One broken load is reported in its row; the other moments still run.
      const load = tapOnce(browser, base, page, target, moment, loadingBar);
      const result = await withDeadline(load, LOAD_DEADLINE_MS, 'the load').catch((error: unknown) =>
        failed(
          page,
          target,
          moment,
          `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        ),
      );
      results.push(result);
      console.log(`  ${page.name} / ${target.name} at ${dueText(moment)}: ${describeResult(result)}`);
    }
  }
  return results;
}

export function describeResult(result: TapResult): string {
  if (result.failure) return result.failure.toUpperCase();
  const inp =
    result.inpMs === null ? (result.inpKnown ? '< 16 ms' : 'unknown') : `${Math.round(result.inpMs)} ms`;
  const answer =
    result.answerMs === null
      ? `LOST (no answer in ${LOST_AFTER_MS / 1000} s)`
      : `${result.answer} after ${result.answerMs} ms`;
  return (
    `tapped at FCP + ${result.tappedMs ?? '?'} ms on ${result.onFirstPaint ? 'the first paint' : 'the app'} ` +
    `(app shown at ${result.appShownMs ?? '?'}), INP ${inp}, ${answer}; landed on ${result.landedOn}`
  );
}
