import { createTheme } from '@mui/material/styles';
import { LinkBehavior } from '@/components/LinkBehavior.tsx';

/**
 * Neighbourly's look: a teal "community" primary that holds AA contrast in both schemes, warm
 * amber accents, soft neutral surfaces and rounded cards. Breakpoints and the 8 px spacing unit
 * are MUI's defaults, which the product asks for. `contrastThreshold: 4.5` makes MUI pick AA text
 * colours on every filled button, including the danger button in dark mode.
 */
const fontFamily = [
  'Inter',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  '"Liberation Sans"',
  'Arial',
  'system-ui',
  'sans-serif',
].join(',');

/**
 * The page's direction, as its language's build wrote it on <html> (Persian is right to left).
 * MUI lays out its components by the theme's; the emotion cache (providers.tsx) mirrors the CSS.
 */
export const direction = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';

/** What a pressed button shows instead of MUI's ripple: its text colour laid over it, faintly. */
const pressTint = 'linear-gradient(color-mix(in srgb, currentColor 16%, transparent) 0 0)';

const createAppTheme = () =>
  createTheme({
    direction,
    cssVariables: { colorSchemeSelector: 'data-color-scheme' },
    colorSchemes: {
      light: {
        palette: {
          contrastThreshold: 4.5,
          primary: { main: '#00796b', light: '#4aa89c', dark: '#004d40', contrastText: '#ffffff' },
          secondary: { main: '#b45309', contrastText: '#ffffff' },
          error: { main: '#c62828' },
          background: { default: '#f5f7f6', paper: '#ffffff' },
          text: { primary: '#17211e', secondary: '#4a5a55' },
          divider: 'rgba(23, 33, 30, 0.12)',
        },
      },
      dark: {
        palette: {
          contrastThreshold: 4.5,
          primary: { main: '#4db6ac', light: '#82e9de', dark: '#00867d', contrastText: '#00201c' },
          secondary: { main: '#fbbf24', contrastText: '#261a00' },
          error: { main: '#f28b82', contrastText: '#2d0001' },
          background: { default: '#0e1312', paper: '#161d1b' },
          text: { primary: '#e6edeb', secondary: '#a8b7b3' },
          divider: 'rgba(230, 237, 235, 0.14)',
        },
      },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily,
      h1: { fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.15, letterSpacing: '-0.02em' },
      h2: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
      h4: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
      h5: { fontSize: '1.125rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiLink: { defaultProps: { component: LinkBehavior } },
      MuiButtonBase: {
        /*
         * No ripple: on a touch it mounts, measures and styles a React subtree at touchstart and
         * again at touchend, before the tap's answer can paint (~150 ms of a first tap on a slow
         * phone, issue #31). A press shows as a tint in the button's own colour, drawn by CSS.
         */
        defaultProps: { LinkComponent: LinkBehavior, disableRipple: true, disableTouchRipple: true },
        // MUI shows keyboard focus only as a faint ripple; a ring is visible in both themes.
        styleOverrides: {
          root: ({ theme: t }) => ({
            '&.Mui-focusVisible': { outline: `2px solid ${t.palette.primary.main}`, outlineOffset: 2 },
            '&:active:not(.Mui-disabled)': { backgroundImage: pressTint },
          }),
        },
      },
      // Long unbroken names (ids, titles) wrap instead of widening the page on phones.
      MuiCssBaseline: { styleOverrides: { body: { overflowWrap: 'anywhere' } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 10, paddingInline: 16 },
          // The default grey spinner on a grey disabled button is hard to see.
          loadingIndicator: { color: 'var(--mui-palette-primary-main)' },
        },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderRadius: 16 } },
      },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiMenu: { styleOverrides: { paper: { borderRadius: 12, minWidth: 220 } } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 16 } } },
    },
  });

/** A CSS property's name from the theme's key (`colorScheme` → `color-scheme`, `--mui-…` as it is). */
const cssProperty = (key: string) =>
  key.startsWith('--') ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The theme's CSS variables as CSS text, or null if a rule is not flat (then emotion writes them). */
function variablesCss(sheets: Record<string, Record<string, unknown>>[]): string | null {
  const rules: string[] = [];
  for (const sheet of sheets) {
    for (const [selector, declarations] of Object.entries(sheet)) {
      const parts: string[] = [];
      for (const [key, value] of Object.entries(declarations)) {
        if (typeof value !== 'string' && typeof value !== 'number') return null;
        parts.push(`${cssProperty(key)}:${value}`);
      }
      rules.push(`${selector}{${parts.join(';')}}`);
    }
  }
  return rules.join('\n');
}

/**
 * The theme's CSS variables (both colour schemes, ~23 KB of CSS) go into a plain <style> that the
 * browser parses, instead of through emotion, whose stylis parses them in JavaScript in the first
 * commit: ~30% of that commit's style work, a task of ~280 ms at 4x CPU on a phone (issue #31).
 * The ThemeProvider is then told not to write them (`writeThemeVariables`).
 */
function writeVariables(theme: ReturnType<typeof createTheme>): boolean {
  const css = variablesCss(theme.generateStyleSheets());
  if (css === null) return false;
  const style = document.createElement('style');
  style.dataset.themeVariables = '';
  style.textContent = css;
  document.head.append(style);
  return true;
}

/**
 * The theme, made on first use: createTheme with CSS variables is among the heaviest calls of the
 * start (~50 ms on a slow phone), so main.tsx calls it in a task of its own between others.
 */
let theme: ReturnType<typeof createTheme> | undefined;
export const appTheme = () => (theme ??= createAppTheme());

/**
 * Writes the theme's CSS variables once, and tells whether they are on the page (ThemeProvider's
 * disableStyleSheetGeneration). main.tsx calls it in the task after the theme's: the two together
 * were one task of ~75 ms at 4x CPU (issue #31).
 */
let variablesWritten: boolean | undefined;
export const writeThemeVariables = () => (variablesWritten ??= writeVariables(appTheme()));

// The theme has CSS variables: MUI's types say so when told (the provider's options for them).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
