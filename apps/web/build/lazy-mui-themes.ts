import type { Plugin } from 'vite';

/** MUI's modules that make a default theme at the top level, as `… = createTheme();`. */
const MUI_MODULE = /[\\/]node_modules[\\/]@mui[\\/](?:material|system)[\\/].*\.mjs$/;
const MADE_AT_LOAD = /=\s*createTheme\(\);/g;

/**
 * Makes each default theme MUI builds while its modules are evaluated (Material's styles and Box,
 * the system's styled and useTheme) on first use instead, through `lazyTheme` (issue #31: the
 * shell chunk's evaluation is one long task on a slow phone).
 */
export function lazyMuiThemes(lazyThemeModule: string): Plugin {
  return {
    name: 'neighbourly-lazy-mui-themes',
    enforce: 'pre',
    transform(code, id) {
      if (!MUI_MODULE.test(id)) return null;
      const lazy = code.replace(MADE_AT_LOAD, '= __lazyTheme(createTheme);');
      if (lazy === code) return null;
      return {
        code: `import { lazyTheme as __lazyTheme } from ${JSON.stringify(lazyThemeModule)};\n${lazy}`,
        map: null,
      };
    },
  };
}
