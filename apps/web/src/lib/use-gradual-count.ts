import { startTransition, useEffect, useReducer, useRef, useState } from 'react';
import { isFreshStart } from './visit.ts';

/** Cards drawn per task while a freshly opened page draws its lists: each commit stays short. */
export const CARDS_PER_TASK = 4;

/*
 * Lists drawn in steps take turns in the order they mount, which is the page's order: a list
 * never grows above one already drawn, so what a person has scrolled to stays where it is.
 */
let tickets = 0;
let turn = 0;
const finished = new Set<number>();
const waiting = new Set<() => void>();

function finishTurn(ticket: number): void {
  finished.add(ticket);
  while (finished.has(turn)) turn += 1;
  for (const wake of waiting) wake();
}

/**
 * How many of a list's `total` items to draw. On the app's first page opened fresh, they come
 * `step` at a time, a task each, then all at once from there on: on a slow phone, drawing every
 * card of the landing's two lists in one commit, with its layout, blocked input for ~300 ms just
 * after the page showed (issue #31). Elsewhere (a navigation, a reload that restores a scroll
 * position) the whole list draws at once.
 */
export function useGradualCount(total: number, step: number): number {
  const [shown, setShown] = useState(() => (isFreshStart() ? 0 : Infinity));
  const [woken, wake] = useReducer((count: number) => count + 1, 0);
  const ticket = useRef<number | null>(null);
  const gradual = shown !== Infinity;

  // The list's place in the queue, taken as it mounts; leaving or finishing hands the turn on.
  useEffect(() => {
    if (!gradual) return undefined;
    const mine = tickets++;
    ticket.current = mine;
    waiting.add(wake);
    return () => {
      waiting.delete(wake);
      finishTurn(mine);
    };
  }, [gradual]);

  useEffect(() => {
    const mine = ticket.current;
    if (!gradual || mine === null || mine > turn) return undefined;
    if (total === 0) {
      // Nothing to draw yet: the next list goes on, and this one draws its items when they come.
      if (!finished.has(mine)) finishTurn(mine);
      return undefined;
    }
    // A transition: React renders the next cards in slices that yield to input; only their
    // commit is one task. Once all are drawn, the list draws whole from then on.
    const timer = setTimeout(() =>
      startTransition(() => setShown((count) => (count + step >= total ? Infinity : count + step))),
    );
    return () => clearTimeout(timer);
  }, [gradual, shown, total, step, woken]);

  return Math.min(shown, total);
}
