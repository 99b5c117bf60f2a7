import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/** What a keyboard reaches in a card: its link, else its first button. */
const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * Moves the focus to `target`; an element that cannot take it (a list, an item) first gets
 * `tabindex="-1"`, which lets a script focus it without adding a stop to the Tab order.
 */
function focus(target: HTMLElement) {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/**
 * Keeps the focus in a paged list when the control that had it goes away: the 'Show more'
 * button when the last page arrives, or a 'Try again' after a failed page loads.
 *
 * The controls call `onFocusLost` as they unmount while focused (before they leave the page,
 * see `useReportFocusLost`). After that render, the focus goes to the 'Show more' button if it
 * is still there, else to the first item the new page added, else to the list, so that it never
 * falls back to <body> and a keyboard user goes on from where they were.
 */
export function useFocusAfterLoad(itemCount: number) {
  const region = useRef<HTMLDivElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  const shown = useRef(itemCount);
  const lost = useRef(false);

  useLayoutEffect(() => {
    const before = shown.current;
    shown.current = itemCount;
    if (!lost.current) return;
    lost.current = false;
    // Something else took the focus meanwhile: leave it there.
    if (document.activeElement && document.activeElement !== document.body) return;
    if (more.current?.isConnected) return focus(more.current);
    const list = region.current?.querySelector<HTMLElement>('ol, ul');
    const item = before < itemCount ? list?.children.item(before) : null;
    const target = item instanceof HTMLElement ? (item.querySelector<HTMLElement>(FOCUSABLE) ?? item) : list;
    const fallback = target ?? region.current;
    if (fallback) focus(fallback);
  });

  const onFocusLost = useCallback(() => {
    lost.current = true;
  }, []);
  return { region, more, onFocusLost };
}

/**
 * Calls `onFocusLost` when the element of `ref` unmounts while it has the focus. The layout
 * effect's cleanup of an unmounting component runs before React takes its elements out of the
 * page, so `document.activeElement` still tells.
 */
export function useReportFocusLost(ref: RefObject<HTMLElement | null>, onFocusLost: () => void) {
  useLayoutEffect(() => {
    const element = ref.current;
    return () => {
      if (element && element === document.activeElement) onFocusLost();
    };
  }, [ref, onFocusLost]);
}
