/**
 * A theme made on first use: what the build gives MUI's modules in place of the default themes
 * they make while they are evaluated (build/lazy-mui-themes.ts). Each default is read only by a
 * component drawn outside a ThemeProvider, which the app never draws; made up front, they cost
 * about a quarter of the shell chunk's evaluation (152–197 → 112–120 ms at 4x, unminified), a task
 * a first tap waits behind on a slow phone (issue #31).
 */
export function lazyTheme<Theme extends object>(make: () => Theme): Theme {
  let theme: Theme | undefined;
  const made = (): Theme => (theme ??= make());
  return new Proxy({} as Theme, {
    get: (_target, key) => Reflect.get(made(), key),
    has: (_target, key) => Reflect.has(made(), key),
    ownKeys: () => Reflect.ownKeys(made()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(made(), key),
  });
}
