/**
 * The first paint's styles, sent inline with it so it needs no other request. They copy the
 * app's theme (colours of both schemes, the font stack, MUI's breakpoints at 600 and 900 px, the
 * sizes of the titles) closely enough that the app's first render takes its place without a
 * visible jump. Every rule sits under .fp, which the app removes when it starts.
 */
const LIGHT = `
  --fp-bg: #f5f7f6; --fp-bar: #ffffff; --fp-text: #17211e; --fp-muted: #4a5a55;
  --fp-primary: #00796b; --fp-on-primary: #ffffff; --fp-divider: rgba(23, 33, 30, 0.12);
  --fp-hover: rgba(0, 0, 0, 0.04);
  --fp-hero: radial-gradient(circle at 85% 20%, rgba(255, 183, 77, 0.28) 0, rgba(255, 183, 77, 0) 32%),
    radial-gradient(circle at 10% 90%, rgba(128, 203, 196, 0.25) 0, rgba(128, 203, 196, 0) 40%),
    linear-gradient(135deg, #003d36 0%, #00564c 55%, #00695c 100%);`;
const DARK = `
  --fp-bg: #0e1312; --fp-bar: #0a0e0d; --fp-text: #e6edeb; --fp-muted: #a8b7b3;
  --fp-primary: #4db6ac; --fp-on-primary: #00201c; --fp-divider: rgba(230, 237, 235, 0.14);
  --fp-hover: rgba(255, 255, 255, 0.08);
  --fp-hero: radial-gradient(circle at 85% 20%, rgba(255, 183, 77, 0.18) 0, rgba(255, 183, 77, 0) 32%),
    radial-gradient(circle at 10% 90%, rgba(77, 182, 172, 0.18) 0, rgba(77, 182, 172, 0) 40%),
    linear-gradient(135deg, #041c19 0%, #06302b 55%, #0a3f38 100%);`;

export const FIRST_PAINT_CSS = `
.fp { ${LIGHT} }
@media (prefers-color-scheme: dark) { :root:not([data-color-scheme='light']) .fp { ${DARK} } }
:root[data-color-scheme='dark'] .fp { ${DARK} }
body { margin: 0; }
.fp { min-height: 100dvh; background: var(--fp-bg); color: var(--fp-text); line-height: 1.5;
  font-family: Inter, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, system-ui, sans-serif;
  -webkit-font-smoothing: antialiased; }
.fp a { color: inherit; }
.fp-container { box-sizing: border-box; width: 100%; max-width: 1200px; margin: 0 auto; padding: 0 16px; }
.fp-bar { position: sticky; top: 0; background: var(--fp-bar); border-bottom: 1px solid var(--fp-divider); }
.fp-bar.fp-overlaid { position: absolute; left: 0; right: 0; z-index: 1; background: transparent; border: 0; color: #fff; }
.fp-toolbar { display: flex; align-items: center; gap: 8px; min-height: 60px; }
.fp-logo { display: inline-flex; align-items: center; gap: 8px; font-weight: 800; font-size: 1.25rem;
  letter-spacing: -0.01em; text-decoration: none; }
.fp-mark { display: grid; place-items: center; width: 36px; height: 36px; border-radius: 10px;
  background: var(--fp-primary); color: var(--fp-on-primary); }
.fp-overlaid .fp-mark { background: rgba(255, 255, 255, 0.16); color: #fff; }
.fp-mark svg { width: 20px; height: 20px; fill: currentColor; }
.fp-name { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.fp-grow { flex-grow: 1; }
.fp-button { display: inline-block; padding: 6px 16px; border-radius: 12px; font-size: 0.875rem;
  font-weight: 600; line-height: 1.75; text-decoration: none; border: 1px solid transparent; }
.fp-contained { background: var(--fp-primary); color: var(--fp-on-primary) !important; }
.fp-outlined { border-color: var(--fp-primary); color: var(--fp-primary) !important; }
.fp-overlaid .fp-contained { background: #fff; color: #00594f !important; }
.fp-overlaid .fp-outlined { border-color: rgba(255, 255, 255, 0.7); color: #fff !important; }
.fp-hero { position: relative; overflow: hidden; color: #fff; background: var(--fp-hero); padding: 112px 0 80px; }
.fp-hero-body { max-width: 680px; }
.fp-eyebrow { display: inline-block; margin: 0 0 16px; padding: 4px 12px; border-radius: 99px;
  background: rgba(255, 255, 255, 0.14); font-weight: 600; font-size: 0.875rem; letter-spacing: 0.02em; }
.fp-hero h1 { margin: 0; font-size: 2.25rem; font-weight: 800; line-height: 1.1; letter-spacing: -0.02em; }
.fp-hero-text { margin: 24px 0 0; max-width: 620px; font-size: 1.05rem; color: #e0f2f1; }
.fp-cta { display: inline-block; margin-top: 40px; padding: 12px 28px; border-radius: 12px; background: #ffb74d;
  color: #261a00 !important; font-weight: 600; text-decoration: none; }
.fp-section { min-height: 100dvh; padding: 40px 0; }
.fp-section h2 { margin: 0; font-size: 1.5rem; font-weight: 700; }
.fp-muted { margin: 8px 0 0; color: var(--fp-muted); }
.fp-page { padding-top: 16px; padding-bottom: 16px; }
.fp-back { display: block; width: fit-content; margin-bottom: 16px; color: var(--fp-primary) !important; font-weight: 600;
  text-decoration: none; }
.fp-cover { display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 14px;
  background: var(--fp-hover); margin-bottom: 20px; }
.fp-kind { display: inline-block; margin: 0 0 10px; padding: 2px 10px; border-radius: 16px; font-size: 0.8125rem;
  font-weight: 600; border: 1px solid var(--fp-divider); color: var(--fp-muted); }
.fp-title { margin: 0; font-size: 1.875rem; font-weight: 800; line-height: 1.15; letter-spacing: -0.02em;
  overflow-wrap: anywhere; }
.fp-about { margin: 28px 0 0; max-width: 900px; font-size: 1.0625rem; line-height: 1.6; white-space: pre-line;
  overflow-wrap: anywhere; }
.fp-facts { display: flex; flex-wrap: wrap; gap: 8px 20px; list-style: none; margin: 12px 0 0; padding: 0;
  color: var(--fp-muted); }
@media (min-width: 600px) {
  .fp-container { padding: 0 24px; }
  .fp-toolbar { min-height: 68px; }
  .fp-name { position: static; width: auto; height: auto; overflow: visible; clip: auto; }
  .fp-hero h1 { font-size: 3rem; }
  .fp-page { padding-top: 32px; padding-bottom: 32px; }
  .fp-cover { aspect-ratio: auto; height: 280px; border-radius: 20px; margin-bottom: 28px; }
  .fp-title { font-size: 2.5rem; }
}
@media (min-width: 900px) {
  .fp-hero { padding: 128px 0 96px; }
  .fp-hero h1 { font-size: 3.5rem; }
  .fp-hero-text { font-size: 1.25rem; }
  .fp-cover { height: 340px; }
}
`
  .replace(/\s*\n\s*/g, ' ')
  .trim();
