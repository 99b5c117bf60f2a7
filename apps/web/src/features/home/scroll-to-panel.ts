import { beginProgrammaticScroll } from '@/lib/programmatic-scroll.ts';

/**
 * Brings a discovery panel into view (smoothly, unless the user prefers less motion) and moves
 * the focus to its heading, so keyboard and screen-reader users land there too.
 */
export function scrollToPanel(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  beginProgrammaticScroll(section);
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  document.getElementById(`${id}-title`)?.focus({ preventScroll: true });
}
