import { TIMINGS } from '@neighbourly/shared';
import Box from '@mui/material/Box';
import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { whenIdleAfterLoad } from '@/lib/idle.ts';
import {
  subscribeToToasts,
  takeWaitingToasts,
  toastsAskedWithoutToaster,
  type WaitingToast,
} from '@/lib/toast.ts';

/** notistack and its provider: a chunk of their own, preloaded once the page is idle. */
const importToaster = () => import('./Toaster.tsx');

/** A chunk that failed to load (a deploy since the tab opened, no connection) stays out of the way. */
class ToasterBoundary extends Component<{ onFail: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFail();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** notistack's colours (Toaster.tsx), for the text shown while its chunk cannot load. */
const fallbackColours: Record<string, string> = { error: '#b71c1c', success: '#1b5e20', warning: '#8a4500' };

interface ShownToast {
  id: number;
  toast: WaitingToast;
}
let nextId = 0;

/**
 * The toasts' text when the toaster's chunk cannot load: a live region (there from the first toast,
 * so screen readers announce what is written into it), each line gone after a toast's time.
 */
function FallbackToasts({ shown, onHidden }: { shown: ShownToast[]; onHidden: (id: number) => void }) {
  useEffect(() => {
    const timers = shown.map(({ id }) => setTimeout(() => onHidden(id), TIMINGS.toastAutoHideMs));
    return () => timers.forEach(clearTimeout);
  }, [shown, onHidden]);
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="toast-fallback"
      sx={{
        position: 'fixed',
        insetBlockEnd: 16,
        insetInlineStart: 16,
        insetInlineEnd: 16,
        zIndex: 'snackbar',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {shown.map(({ id, toast: [message, options] }) => (
        <Box
          key={id}
          sx={{
            bgcolor: fallbackColours[options?.variant ?? 'default'] ?? '#263330',
            color: '#ffffff',
            borderRadius: '12px',
            px: 2,
            py: 1.5,
            maxWidth: 560,
            boxShadow: 6,
            pointerEvents: 'auto',
          }}
        >
          {message}
        </Box>
      ))}
    </Box>
  );
}

/**
 * Mounts the toaster with the first toast. If its chunk fails to load, the app stays: the toasts
 * asked so far show as text in a live region, and the next toast tries the chunk again.
 */
export function LazyToaster() {
  const asked = useSyncExternalStore(subscribeToToasts, toastsAskedWithoutToaster);
  // A new lazy component per attempt (React keeps a failed import's error for good), and how many
  // toasts had been asked for when the last attempt failed.
  const [attempt, setAttempt] = useState(() => ({
    number: 0,
    Toaster: lazy(importToaster),
    failedAt: null as number | null,
  }));
  const [shown, setShown] = useState<ShownToast[]>([]);

  useEffect(() => {
    void whenIdleAfterLoad().then(() => importToaster().catch(() => undefined));
  }, []);
  // A toast asked for since the chunk failed: it is tried again.
  if (attempt.failedAt !== null && asked > attempt.failedAt) {
    setAttempt({ number: attempt.number + 1, Toaster: lazy(importToaster), failedAt: null });
  }

  const onFail = useCallback(() => {
    setAttempt((current) => ({ ...current, failedAt: toastsAskedWithoutToaster() }));
    const taken = takeWaitingToasts().map((toast) => ({ id: (nextId += 1), toast }));
    setShown((before) => [...before, ...taken]);
  }, []);
  const onHidden = useCallback((id: number) => setShown((before) => before.filter((s) => s.id !== id)), []);

  if (asked === 0) return null;
  const { Toaster } = attempt;
  return (
    <>
      {attempt.failedAt === null && (
        <ToasterBoundary key={attempt.number} onFail={onFail}>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </ToasterBoundary>
      )}
      <FallbackToasts shown={shown} onHidden={onHidden} />
    </>
  );
}
