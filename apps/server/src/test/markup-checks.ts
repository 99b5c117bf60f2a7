/**
 * Assertions that what people typed (markup-payloads.ts) stayed text in an output channel: an
 * HTML page or fragment, an iCalendar file, a CSV file.
 */
import { parse, type HTMLElement } from 'node-html-parser';
import ical, { type ParameterValue, type VCalendar, type VEvent } from 'node-ical';
import { expect } from 'vitest';

/** Attributes a browser follows as an address: a javascript: one would run. */
const ADDRESS_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/**
 * Asserts the HTML holds nothing a payload could have made live: no image from "x", no script
 * that alerts, no on… handler attribute, no javascript: address. The page's own elements pass.
 */
export function expectNoInjectedMarkup(root: HTMLElement, where: string) {
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    const attributes = Object.entries(element.attributes);
    expect(tag === 'img' && element.getAttribute('src') === 'x', `${where}: <img src=x>`).toBe(false);
    expect(tag === 'script' && element.text.includes('alert'), `${where}: <script>alert`).toBe(false);
    for (const [name, value] of attributes) {
      expect(name.toLowerCase(), `${where}: a handler attribute on <${tag}>`).not.toMatch(/^on/);
      if (ADDRESS_ATTRIBUTES.has(name.toLowerCase())) {
        expect(value.trim(), `${where}: ${name} of <${tag}>`).not.toMatch(/^javascript:/i);
      }
    }
  }
}

/**
 * Parses an HTML fragment (an Atom entry's title or summary) and asserts it has no element but
 * the `allowed` ones, none with an attribute. Returns it: its `.text` is what a reader shows,
 * entities decoded and each <br> a line break.
 */
export function expectOnlyTags(html: string, allowed: readonly string[], where: string): HTMLElement {
  const root = parse(html);
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    expect(allowed, `${where}: <${tag}> in ${JSON.stringify(html)}`).toContain(tag);
    expect(element.rawAttrs, `${where}: attributes on <${tag}>`).toBe('');
  }
  return root;
}

/** The octets a line may have before it is folded (RFC 5545 §3.1), its CRLF not counted. */
const ICS_LINE_OCTETS = 75;

/**
 * Asserts an iCalendar file kept its structure whatever people typed: CRLF line ends only,
 * lines folded within 75 octets, every unfolded line a property ("NAME:…" or "NAME;…:…"), no
 * ATTENDEE anywhere, and `events` VEVENTs. Returns the calendar and its events as node-ical reads
 * them.
 */
export function expectIntactCalendar(body: string, events: number, where: string) {
  expect(body.replace(/\r\n/g, ''), `${where}: a bare CR or LF`).not.toMatch(/[\r\n]/);
  for (const line of body.split('\r\n')) {
    expect(Buffer.byteLength(line), `${where}: an unfolded long line ${line}`).toBeLessThanOrEqual(
      ICS_LINE_OCTETS,
    );
  }
  const lines = body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
  for (const line of lines) expect(line, `${where}: not a property`).toMatch(/^[A-Z][A-Z0-9-]*[;:]/);
  expect(
    lines.filter((line) => /^ATTENDEE[;:]/.test(line)),
    `${where}: an ATTENDEE`,
  ).toEqual([]);
  expect(
    lines.filter((line) => line === 'BEGIN:VEVENT'),
    `${where}: its events`,
  ).toHaveLength(events);
  const parsed = ical.sync.parseICS(body);
  return {
    calendar: parsed.vcalendar as (VCalendar & Record<string, unknown>) | undefined,
    events: Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT'),
  };
}

/** A property's value, with or without parameters (node-ical gives URL as `{ val, params }`). */
export const icsValue = (value: ParameterValue | undefined) =>
  typeof value === 'object' && value !== null ? value.val : value;

/**
 * RFC 4180 records: a cell is quoted ("…", a quote doubled inside, commas and line breaks
 * allowed) or plain (no quote, comma or line break); records end with CRLF. Anything else
 * throws, so a cell that broke out of its quotes cannot be read as two cells by accident.
 */
export function parseCsv(text: string): string[][] {
  const cell = /(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r\n|$)/y;
  const records: string[][] = [];
  let record: string[] = [];
  const body = text.replace(/^\uFEFF/, '');
  while (cell.lastIndex < body.length) {
    const at = cell.lastIndex;
    const match = cell.exec(body);
    if (!match) throw new Error(`not RFC 4180 CSV at ${at}: ${JSON.stringify(body.slice(at, at + 40))}`);
    record.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? ''));
    if (match[3] === ',') continue;
    records.push(record);
    record = [];
    if (match[3] === '') break;
  }
  if (record.length > 0) records.push(record);
  return records;
}
