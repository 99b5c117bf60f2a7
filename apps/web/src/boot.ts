/**
 * The page's only script tag. When the server sent a first paint (the public pages), the app's
 * code is asked for only once the browser has painted it: on a slow connection the page's text
 * and cover then arrive first, rather than sharing the line with the app's scripts. Elsewhere the
 * app starts at once.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

const painted = document.querySelector('[data-first-paint]') ? afterFirstPaint() : Promise.resolve();
void painted.then(() => import('./main.tsx'));
