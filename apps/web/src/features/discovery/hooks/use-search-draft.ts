import { TIMINGS } from '@neighbourly/shared';
import { useEffectEvent, useLayoutEffect, useState, type FormEvent } from 'react';
import type { SearchValue } from '../search-value.ts';

const sameSearch = (a: SearchValue, b: SearchValue) => a.text === b.text && a.mine === b.mine;

/**
 * What a panel's search controls show (`draft`) and when the search follows: typing waits for
 * a 500 ms pause, Enter and the checkbox search at once. `value` is the search in effect.
 */
export function useSearchDraft(value: SearchValue, onChange: (value: SearchValue) => void) {
  // What the controls show: ahead of `value` while typing, and at once when the box is ticked.
  const [draft, setDraft] = useState(value);
  // The typed search waiting for typing to pause; its timer runs while it is set.
  const [typed, setTyped] = useState<SearchValue | null>(null);
  // The last search handed to onChange: when it comes back as `value`, typing may be ahead.
  const [sent, setSent] = useState<SearchValue | null>(null);
  // The URL can change under the controls (a tag link, back/forward): then they follow it, and
  // the search still waiting is dropped (its timer is cleared), so it cannot overwrite the new one.
  const [shown, setShown] = useState(value);
  if (!sameSearch(value, shown)) {
    setShown(value);
    if (!sent || !sameSearch(value, sent)) {
      setDraft(value);
      setTyped(null);
      setSent(null);
    }
  }

  const commit = (next: SearchValue) => {
    setTyped(null);
    setSent(next);
    if (!sameSearch(next, value)) onChange(next);
  };

  // A layout effect: its cleanup clears the timer in the same commit that drops `typed`.
  const commitTyped = useEffectEvent(commit);
  useLayoutEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => commitTyped(typed), TIMINGS.debounceMs);
    return () => clearTimeout(timer);
  }, [typed]);

  const onType = (text: string) => {
    const next = { ...draft, text };
    setDraft(next);
    setTyped(next);
  };

  const onTick = (mine: boolean) => {
    const next = { ...draft, mine };
    setDraft(next);
    commit(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit(draft);
  };

  return { draft, onType, onTick, onSubmit };
}
