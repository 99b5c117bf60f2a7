/**
 * The email layout as the server fills it in: layout.generated.ts is what layout.mjml compiles
 * to, every placeholder gets a value, what people typed stays text (a "{{…}}" in it too), and
 * the plain-text part reads as the HTML does. How it looks in a browser: email-layout.test.ts
 * in the notifications module.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compileLayoutHtml } from './compile-layout.ts';
import { LAYOUT_HTML, LOGO_PNG_BASE64 } from './layout.generated.ts';
import { layOut, LOGO_CID } from './layout.ts';

const parts = {
  title: 'Neighbourly: <b>hi</b>',
  paragraphs: ['Ada <img src=x onerror=alert(1)> wrote {{unsubscribeUrl}} & “more”.', 'Second.'],
  action: { label: 'Open in Neighbourly', url: 'https://n.test/a?x=1&y="2"' },
  reason: 'You get this email because “New comments” is on.',
  homeUrl: 'https://n.test/',
};

describe('the email layout', () => {
  it('is layout.mjml as MJML compiles it (run `npm run emails -w @neighbourly/server` after a change)', async () => {
    expect(await compileLayoutHtml()).toBe(LAYOUT_HTML);
    const logo = await sharp(Buffer.from(LOGO_PNG_BASE64, 'base64')).metadata();
    expect([logo.format, logo.width, logo.height]).toEqual(['png', 72, 72]);
  });

  it('fills in every placeholder with escaped text, reading nothing typed as a placeholder', () => {
    const mail = layOut({
      ...parts,
      links: { unsubscribeUrl: 'https://n.test/u?token=abc', settingsUrl: 'https://n.test/s' },
    });
    // The typed "{{unsubscribeUrl}}" twice (the words and the inbox preview), as typed; nothing else left.
    expect(mail.html.split('{{unsubscribeUrl}}')).toHaveLength(3);
    expect(mail.html.replaceAll('{{unsubscribeUrl}}', '')).not.toMatch(/\{\{|\}\}/);
    expect(mail.html).toContain(
      'Ada &#60;img src=x onerror=alert(1)&#62; wrote {{unsubscribeUrl}} &#38; “more”.',
    );
    expect(mail.html).toContain('href="https://n.test/a?x=1&#38;y=&#34;2&#34;"');
    expect(mail.html).toContain('<title>Neighbourly: &#60;b&#62;hi&#60;/b&#62;</title>');
    expect(mail.html).toContain(`src="cid:${LOGO_CID}"`);
    expect(mail.html).toMatch(/<a href="https:\/\/n\.test\/u\?token=abc"[^>]*>Unsubscribe<\/a\s*>/);
    expect(mail.attachments).toEqual([
      expect.objectContaining({ cid: LOGO_CID, contentType: 'image/png', contentDisposition: 'inline' }),
    ]);
  });

  it('writes the same in the plain-text part: the words, the action as a link line, the footer', () => {
    const mail = layOut({
      ...parts,
      links: { unsubscribeUrl: 'https://n.test/u?token=abc', settingsUrl: 'https://n.test/s' },
    });
    expect(mail.text).toBe(
      [
        parts.paragraphs[0],
        '',
        'Second.',
        '',
        'Open in Neighbourly: https://n.test/a?x=1&y="2"',
        '',
        '-- ',
        'You get this email because “New comments” is on.',
        'Unsubscribe: https://n.test/u?token=abc',
        'Notification settings: https://n.test/s',
      ].join('\n'),
    );
  });

  it('leaves out the links of an email nobody chose to get (the address’s confirmation)', () => {
    const mail = layOut(parts);
    expect(mail.html).not.toContain('Unsubscribe');
    expect(mail.html).not.toContain('Notification settings');
    expect(mail.text).not.toContain('Unsubscribe');
    expect(mail.text.endsWith('-- \nYou get this email because “New comments” is on.')).toBe(true);
  });
});
