/**
 * The built app's index.html, read once, with the places where a page's own title, head tags,
 * colour scheme and first paint go.
 */
import fs from 'node:fs';
import { escapeMarkup as esc } from '../../http/markup.ts';

export interface PageFill {
  title: string;
  /** Tags for <head> (description, canonical, previews); replace the build's description. */
  head: string;
  /** Markup inside #root, shown until the app starts. */
  firstPaint: string;
  /** The person's chosen scheme, so the first paint is not light for a second in dark mode. */
  colorScheme?: 'light' | 'dark';
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;
const ROOT = '<div id="root"></div>';
const HTML_OPEN = /<html([^>]*)>/;

export class PageTemplate {
  private readonly html: string;

  private constructor(html: string) {
    this.html = html;
  }

  /** The template of a built app; throws when the file lacks a place a page is written into. */
  static read(indexFile: string): PageTemplate {
    const html = fs.readFileSync(indexFile, 'utf8');
    // Without these a page's title or first paint would silently go missing; an <html> tag (for
    // the colour scheme) is optional, as HTML itself allows.
    for (const [what, found] of [
      ['<title>', TITLE.test(html)],
      ['<div id="root"></div>', html.includes(ROOT)],
    ] as const) {
      if (!found) throw new Error(`${indexFile} has no ${what}: is it the built web app?`);
    }
    return new PageTemplate(html);
  }

  /** The page as built, for paths without a first paint of their own. */
  get plain(): string {
    return this.html;
  }

  fill({ title, head, firstPaint, colorScheme }: PageFill): string {
    return this.html
      .replace(DESCRIPTION, '')
      .replace(HTML_OPEN, (_, attributes: string) =>
        colorScheme ? `<html${attributes} data-color-scheme="${colorScheme}">` : `<html${attributes}>`,
      )
      .replace(TITLE, () => `<title>${esc(title)}</title>${head}`)
      .replace(ROOT, () => `<div id="root">${firstPaint}</div>`);
  }
}
