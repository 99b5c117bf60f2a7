/**
 * What `npm run bench:web` keeps of each Lighthouse run, the medians over runs, and the Markdown
 * report made of them.
 */
import os from 'node:os';
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface Page {
  name: string;
  path: string;
  note: string;
}

export interface RunMetrics {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  scriptBytes: number;
  totalBytes: number;
  consoleErrors: string[];
  /** Audits below full marks in the categories other than performance, as "id: title". */
  failedAudits: string[];
  /** Empty when Lighthouse names none. */
  lcpElement: string;
}

export interface Measurement {
  page: Page;
  preset: string;
  runs: RunMetrics[];
}

interface Item {
  [key: string]: unknown;
}

function tableItems(lhr: Result, auditId: string): Item[] {
  const details = lhr.audits[auditId]?.details as { items?: Item[] } | undefined;
  return details?.items ?? [];
}

function numeric(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${auditId}`);
  return value;
}

/** Bytes as sent over the wire (compressed), from every request the page made. */
function transferred(lhr: Result): { scriptBytes: number; totalBytes: number } {
  let scriptBytes = 0;
  let totalBytes = 0;
  for (const request of tableItems(lhr, 'network-requests')) {
    const size = Number(request.transferSize ?? 0);
    totalBytes += size;
    if (request.resourceType === 'Script') scriptBytes += size;
  }
  return { scriptBytes, totalBytes };
}

function consoleErrors(lhr: Result): string[] {
  return tableItems(lhr, 'errors-in-console').map((item) => {
    const where = (item.sourceLocation as { url?: string } | undefined)?.url;
    return `${String(item.source)}: ${String(item.description)}${where ? ` (${where})` : ''}`;
  });
}

/** What an audit's table points at: the issue, the message or the element, a few at most. */
function auditFindings(lhr: Result, auditId: string): string {
  const seen = new Set<string>();
  for (const item of tableItems(lhr, auditId)) {
    const node = item.node as { nodeLabel?: string } | undefined;
    const text = item.issueType ?? item.description ?? node?.nodeLabel ?? item.url ?? item.source;
    if (typeof text === 'string' && text) seen.add(text.slice(0, 100));
  }
  const shown = [...seen].slice(0, 3);
  return shown.length ? ` [${shown.join('; ')}${seen.size > 3 ? '; ...' : ''}]` : '';
}

function failedAudits(lhr: Result): string[] {
  const failed = new Set<string>();
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failed.add(`${category} / ${ref.id}: ${audit.title}${auditFindings(lhr, ref.id)}`);
      }
    }
  }
  return [...failed];
}

/**
 * The element Lighthouse took for the largest paint, as its selector's last step and its text.
 * Lighthouse 13 names it in the LCP breakdown insight (a list whose node item is the element);
 * its 'largest-contentful-paint-element' audit, which Lighthouse 12 had, is gone.
 */
function lcpElement(lhr: Result): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: { type?: string; nodeLabel?: string; selector?: string }[] } | undefined;
  const node = details?.items?.find((item) => item.type === 'node');
  if (!node) return '';
  const element = node.selector?.split(' > ').at(-1) ?? 'element';
  return `${element} "${(node.nodeLabel ?? '').slice(0, 80)}"`;
}

export function summarize(lhr: Result): RunMetrics {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    ...transferred(lhr),
    consoleErrors: consoleErrors(lhr),
    failedAudits: failedAudits(lhr),
    lcpElement: lcpElement(lhr),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const COLUMNS = [
  'Page',
  'Preset',
  'Performance',
  'LCP (s)',
  'FCP (s)',
  'TBT (ms)',
  'CLS',
  'Speed Index (s)',
  'Accessibility',
  'Best practices',
  'SEO',
  'JS (KiB)',
  'Total (KiB)',
];

function row({ page, preset, runs }: Measurement): string[] {
  const of = (pick: (run: RunMetrics) => number) => median(runs.map(pick));
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const kib = (bytes: number) => (bytes / 1024).toFixed(0);
  return [
    page.name,
    preset,
    String(of((r) => r.scores.performance)),
    seconds(of((r) => r.lcpMs)),
    seconds(of((r) => r.fcpMs)),
    of((r) => r.tbtMs).toFixed(0),
    of((r) => r.cls).toFixed(3),
    seconds(of((r) => r.speedIndexMs)),
    String(of((r) => r.scores.accessibility)),
    String(of((r) => r.scores['best-practices'])),
    String(of((r) => r.scores.seo)),
    kib(of((r) => r.scriptBytes)),
    kib(of((r) => r.totalBytes)),
  ];
}

/** A Markdown table padded the way Prettier pads one, text left and numbers right. */
export function table(measurements: Measurement[]): string {
  const rows = measurements.map(row);
  const widths = COLUMNS.map((title, i) => Math.max(title.length, 3, ...rows.map((r) => r[i]!.length)));
  const numericColumn = (i: number) => i >= 2;
  const pad = (cell: string, i: number) =>
    numericColumn(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!);
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = widths.map((w, i) => (numericColumn(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w)));
  return [line(COLUMNS), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** Each distinct line once, with the pages and presets it was seen on. */
function findings(measurements: Measurement[], pick: (run: RunMetrics) => string[]): string[] {
  const seenOn = new Map<string, Set<string>>();
  for (const { page, preset, runs } of measurements) {
    for (const text of runs.flatMap(pick)) {
      seenOn.set(text, (seenOn.get(text) ?? new Set()).add(`${page.name} ${preset}`));
    }
  }
  return [...seenOn].map(([text, where]) => `- ${text} (on ${[...where].join(', ')})`);
}

export interface Environment {
  date: string;
  cpus: string;
  chromium: string;
  lighthouse: string;
  /** Lighthouse's, when its stage ran. */
  benchmarkIndex?: number;
  runsPerPage: number;
  /** The commit measured, and whether the app's sources differed from it. */
  source: string;
}

/** The Lighthouse part of the report. */
function lighthouseReport(measurements: Measurement[]): string[] {
  const errors = findings(measurements, (r) => r.consoleErrors);
  const failed = findings(measurements, (r) => r.failedAudits);
  // Lighthouse finds no element when it was taken out of the page before the run ended.
  const lcpElementOf = ({ runs }: Measurement) => runs.find((r) => r.lcpElement)?.lcpElement ?? 'none found';
  const lcp = measurements.map((m) => `- ${m.page.name} ${m.preset}: ${lcpElementOf(m)}`);
  return [
    "Mobile is Lighthouse's default: a phone-sized screen, simulated slow 4G and 4x CPU slowdown.",
    'Desktop is its desktop preset: a desktop-sized screen, simulated fast connection, no CPU slowdown.',
    'Scores are out of 100; JS and Total are the bytes transferred (compressed, as sent).',
    '',
    '### Medians',
    '',
    table(measurements),
    '',
    '### Largest contentful paint element (of the first run that names one)',
    '',
    ...lcp,
    '',
    '### Console errors',
    '',
    ...(errors.length ? errors : ['None.']),
    '',
    '### Audits below full marks (accessibility, best practices, SEO)',
    '',
    ...(failed.length ? failed : ['None.']),
    '',
  ];
}

/** The whole report: the stages that ran (Lighthouse's measurements, the first-tap section). */
export function report(
  environment: Environment,
  pages: Page[],
  measurements: Measurement[],
  tapSection?: string,
): string {
  const { date, cpus, chromium, lighthouse, benchmarkIndex, runsPerPage, source } = environment;
  const lighthouseRan = measurements.length > 0;
  const runs = `median of ${runsPerPage} run${runsPerPage === 1 ? '' : 's'} after a warm-up run`;
  return [
    `Web benchmark on ${cpus}, ${date}: ${chromium}` +
      (lighthouseRan ? `, Lighthouse ${lighthouse}, ${runs}` : ''),
    (benchmarkIndex === undefined
      ? ''
      : `(Lighthouse's CPU benchmark index ${Math.round(benchmarkIndex)}); `) + `built from ${source}.`,
    '',
    '### Pages',
    '',
    ...pages.map((p) => `- ${p.name}: \`${p.path}\` (${p.note})`),
    '',
    ...(lighthouseRan ? lighthouseReport(measurements) : []),
    ...(tapSection ? [tapSection] : []),
  ].join('\n');
}

/** What a visitor taps first on a page (issue #31), and what answers it. */
export interface TapTarget {
  name: string;
  /** The app's element: a CSS selector and, when several match, its exact text. */
  app: { css: string; text?: string };
  /** The same target in the server's first paint (a selector inside it), when it has one. */
  firstPaint?: string;
  /** Below the fold: brought into view once it appears, as a visitor would scroll to it. */
  scrollIntoView?: boolean;
  /** Besides going to another page, what shows the tap was taken. */
  answer: 'navigation' | 'scroll';
}

export interface TapResult {
  page: string;
  target: string;
  /** When the tap was due: so long after the first contentful paint, or after the target appeared. */
  due: { from: 'first paint' | 'shown'; ms: number };
  /** When it came, after the first contentful paint (the touch's own time stamp). */
  tappedMs: number | null;
  /** When the target could first be tapped, after the first contentful paint. */
  shownMs: number | null;
  /** When the app replaced the server's first paint, after the first contentful paint. */
  appShownMs: number | null;
  /** The tap landed on the server's first paint, not on the app. */
  onFirstPaint: boolean;
  /** The element the touch's pointerdown reached. */
  landedOn: string;
  /** The interaction's longest Event Timing entry; null below 16 ms, or when unknown. */
  inpMs: number | null;
  /** False when the page was left before it could report its entries. */
  inpKnown: boolean;
  /** From the touch to the first frame that shows the answer; null when it was lost. */
  answerMs: number | null;
  answer: string;
  /** The target never appeared, or the run failed: said here. */
  failure?: string;
}

export interface TapSettings {
  network: string;
  cpuSlowdown: number;
  screen: string;
  lostAfterMs: number;
  /** The machine's one-minute load average around the stage. */
  machineLoad: string;
}

const lost = (r: TapResult) => !r.failure && r.answerMs === null;
const inpText = (r: TapResult) =>
  r.inpMs !== null ? String(Math.round(r.inpMs)) : r.inpKnown ? '< 16' : 'unknown';

function tapRows(results: TapResult[]): string[][] {
  return results.map((r) => [
    `${r.page} / ${r.target}`,
    `${r.due.from === 'shown' ? 'shown' : 'FCP'} + ${r.due.ms}`,
    r.tappedMs === null ? '-' : String(r.tappedMs),
    r.appShownMs === null ? '-' : String(r.appShownMs),
    r.failure ? '-' : r.onFirstPaint ? 'first paint' : 'app',
    r.failure ? '-' : inpText(r),
    r.failure ? '-' : r.answerMs === null ? '**LOST**' : String(r.answerMs),
    r.failure ?? r.answer,
  ]);
}

function markdownTable(columns: string[], rows: string[][], numeric: (i: number) => boolean): string {
  const widths = columns.map((title, i) => Math.max(title.length, 3, ...rows.map((r) => r[i]!.length)));
  const pad = (cell: string, i: number) => (numeric(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!));
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = widths.map((w, i) => (numeric(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w)));
  return [line(columns), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** Per page and target: the worst and median INP over the tap moments, and the lost taps. */
function tapSummary(results: TapResult[]): string[][] {
  const groups = new Map<string, TapResult[]>();
  for (const r of results)
    groups.set(`${r.page} / ${r.target}`, [...(groups.get(`${r.page} / ${r.target}`) ?? []), r]);
  return [...groups].map(([name, group]) => {
    // Below the 16 ms threshold counts as 16; unknown (page left) counts as nothing.
    const inps = group.filter((r) => !r.failure && r.inpKnown).map((r) => r.inpMs ?? 16);
    const answers = group.filter((r) => r.answerMs !== null).map((r) => r.answerMs!);
    const worst = inps.length ? Math.round(Math.max(...inps)) : null;
    return [
      name,
      worst === null ? '-' : String(worst),
      inps.length ? String(Math.round(median(inps))) : '-',
      answers.length ? String(Math.max(...answers)) : '-',
      `${group.filter(lost).length} of ${group.length}`,
      String(group.filter((r) => r.failure).length),
      worst === null ? '-' : worst <= 200 ? 'yes' : 'no',
    ];
  });
}

export function tapReport(settings: TapSettings, results: TapResult[]): string {
  const lostCount = results.filter(lost).length;
  return [
    '### First tap (issue #31)',
    '',
    `Each page opened cold (new browser context, empty cache) on ${settings.screen}, ${settings.network}, ` +
      `${settings.cpuSlowdown}x CPU slowdown (CDP), and its target touched (CDP touch at the spot where it was`,
    'last painted, so the tap lands even while the page is busy): a target the server paints too at a fixed',
    'time after the first contentful paint (FCP + ms), one only the app draws at a fixed time after it',
    "appeared (shown + ms). INP is the interaction's longest Event Timing entry (touch to next paint;",
    'entries under 16 ms are not reported; unknown when the page was left first). The answer is the first',
    "frame showing it (the app's loading bar, another page's address, the page scrolled) or the browser",
    `starting to load another page. No answer within ${settings.lostAfterMs / 1000} s: LOST. Goal: INP ≤ 200 ms.`,
    '',
    `Load average of the machine (${os.cpus().length} CPUs) around the stage: ${settings.machineLoad}.`,
    '',
    lostCount ? `**${lostCount} tap${lostCount === 1 ? '' : 's'} LOST.**` : 'No tap lost.',
    '',
    markdownTable(
      [
        'Page / target',
        'Worst INP (ms)',
        'Median INP (ms)',
        'Slowest answer (ms)',
        'Lost',
        'Failed',
        '≤ 200 ms',
      ],
      tapSummary(results),
      (i) => i > 0 && i < 6,
    ),
    '',
    '#### Each tap',
    '',
    markdownTable(
      [
        'Page / target',
        'Due (ms)',
        'Tapped (ms after FCP)',
        'App shown (ms after FCP)',
        'Tapped on',
        'INP (ms)',
        'Answer (ms)',
        'What answered',
      ],
      tapRows(results),
      (i) => i > 1 && i < 7 && i !== 4,
    ),
    '',
  ].join('\n');
}
