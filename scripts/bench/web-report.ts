/**
 * What `npm run bench:web` keeps of each Lighthouse run, the medians over runs, and the Markdown
 * report made of them.
 */
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

/** The element Lighthouse took for the largest paint, as its selector's last step and its text. */
function lcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
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
  benchmarkIndex: number;
  runsPerPage: number;
  /** The commit measured, and whether the app's sources differed from it. */
  source: string;
}

export function report(environment: Environment, measurements: Measurement[]): string {
  const { date, cpus, chromium, lighthouse, benchmarkIndex, runsPerPage, source } = environment;
  const pages = [...new Map(measurements.map((m) => [m.page.name, m.page])).values()];
  const errors = findings(measurements, (r) => r.consoleErrors);
  const failed = findings(measurements, (r) => r.failedAudits);
  // Lighthouse finds no element when it was taken out of the page before the run ended.
  const lcpElementOf = ({ runs }: Measurement) => runs.find((r) => r.lcpElement)?.lcpElement ?? 'none found';
  const lcp = measurements.map((m) => `- ${m.page.name} ${m.preset}: ${lcpElementOf(m)}`);
  return [
    `Web benchmark on ${cpus}, ${date}: ${chromium}, Lighthouse ${lighthouse}, median of ${runsPerPage} run${runsPerPage === 1 ? '' : 's'}`,
    `(Lighthouse's CPU benchmark index ${Math.round(benchmarkIndex)}); built from ${source}.`,
    '',
    "Mobile is Lighthouse's default: a phone-sized screen, simulated slow 4G and 4x CPU slowdown.",
    'Desktop is its desktop preset: a desktop-sized screen, simulated fast connection, no CPU slowdown.',
    'Scores are out of 100; JS and Total are the bytes transferred (compressed, as sent).',
    '',
    '### Pages',
    '',
    ...pages.map((p) => `- ${p.name}: \`${p.path}\` (${p.note})`),
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
  ].join('\n');
}
