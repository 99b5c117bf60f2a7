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

  it('on a reload or Back into the tab, draws all at once (a scroll position is restored)', () => {
    for (const type of ['reload', 'back_forward']) {
      openedBy(type);
      const { result } = renderHook(() => useGradualCount(10, 4));
      expect(result.current).toBe(10);
    }
  });

  it('after a navigation in the app, draws all at once', () => {
    openedBy('navigate');
    startVisit();
    const { result } = renderHook(() => useGradualCount(10, 4));
    expect(result.current).toBe(10);
  });
});
