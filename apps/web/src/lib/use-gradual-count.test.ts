import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGradualCount } from './use-gradual-count.ts';
import { startVisit } from './visit.ts';

/** How the browser says the document was reached: 'navigate', 'reload' or 'back_forward'. */
function openedBy(type: string) {
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (kind: string) => (kind === 'navigation' ? [{ type }] : []),
  });
}

describe('useGradualCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('on a page opened fresh, draws none at first, then `step` more per task, then all at once', () => {
    openedBy('navigate');
    const { result, rerender } = renderHook(({ total }) => useGradualCount(total, 4), {
      initialProps: { total: 10 },
    });
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(4);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(8);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(10);
    // A further page comes whole: the steps were for the first drawing only.
    rerender({ total: 22 });
    expect(result.current).toBe(22);
  });

  it('lists take turns in the order they mounted: the second draws once the first is whole', () => {
    openedBy('navigate');
    const { result } = renderHook(() => [useGradualCount(6, 4), useGradualCount(6, 4)] as const);
    expect(result.current).toEqual([0, 0]);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toEqual([4, 0]);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toEqual([6, 0]);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toEqual([6, 4]);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toEqual([6, 6]);
  });

  it('a list with nothing to draw yet hands the turn on, and draws its items when they come', () => {
    openedBy('navigate');
    const { result, rerender } = renderHook(
      ({ first }) => [useGradualCount(first, 4), useGradualCount(3, 4)] as const,
      { initialProps: { first: 0 } },
    );
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toEqual([0, 3]);
    rerender({ first: 5 });
    act(() => void vi.advanceTimersToNextTimer());
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toEqual([5, 3]);
  });

  it('on a reload or Back into the tab, draws all at once (a scroll position is restored)', () => {
    for (const type of ['reload', 'back_forward']) {
      openedBy(type);
      const { result } = renderHook(() => useGradualCount(10, 4));
      expect(result.current).toBe(10);
    }
  });

  it('with a #place in the address to scroll to, draws all at once', () => {
    openedBy('navigate');
    window.location.hash = '#groups-nearby';
    const { result } = renderHook(() => useGradualCount(10, 4));
    expect(result.current).toBe(10);
    window.location.hash = '';
  });

  it('after a navigation in the app, draws all at once', () => {
    openedBy('navigate');
    startVisit();
    const { result } = renderHook(() => useGradualCount(10, 4));
    expect(result.current).toBe(10);
  });
});
