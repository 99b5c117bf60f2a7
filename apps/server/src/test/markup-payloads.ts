/**
 * What a person might type to turn text into markup, or into more than text in another format
 * (issue #24). One list for the tests of every channel that shows what people typed: the app
 * (apps/web/e2e/stored-markup.spec.ts), and the first paint, share tags, Atom feed, .ics files,
 * attendee CSV and emails (apps/server/src/http/stored-markup.test.ts). Each payload is
 * accepted by every free-text field (names, descriptions, places, display names, comments), so
 * every test puts each of them in every field it can.
 *
 * Data only (no imports): the browser tests import it too.
 */

/** For HTML and XML: break out of an attribute, out of a CDATA section, or into a link. */
export const MARKUP_PAYLOADS = [
  '"><img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  ']]><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  'javascript:alert(1)',
] as const;

/**
 * For the text formats: a spreadsheet formula; a line break followed by a property of its own
 * (iCalendar) or a header (email); a formula with a CSV cell's comma and quotes and an
 * iCalendar value's semicolon.
 */
export const TEXT_FORMAT_PAYLOADS = [
  '=HYPERLINK("http://evil")',
  'x\nATTENDEE:mailto:evil@example.com',
  '+1, "Smith; Jo"',
] as const;

/** Every payload: what each channel's test tries. */
export const PAYLOADS: readonly string[] = [...MARKUP_PAYLOADS, ...TEXT_FORMAT_PAYLOADS];
