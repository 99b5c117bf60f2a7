import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { discovery_try_again } from '@neighbourly/i18n/messages';
import { useRef, type RefObject } from 'react';
import { useReportFocusLost } from '../hooks/use-focus-after-load.ts';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll.ts';
import { NEARBY_TEXTS, type NearbyKindName } from './nearby-texts.ts';

export interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last try to load the next page failed: say so, with a way to try again. */
  failed: boolean;
  fetchNextPage: () => void;
  /** Load the next page when the end of the list scrolls near; else only on the button. */
  auto: boolean;
  /** 'events' or 'groups': the words of the button and of the failure. */
  kind: NearbyKindName;
  /** The 'Show more' button, for the list to give it the focus back. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** A button here unmounts while it has the focus (see `useFocusAfterLoad`). */
  onFocusLost: () => void;
}

/** A small 'Try again' beside 'Show more' after a page failed: the pages shown stay. */
function RetryNextPage({
  kind,
  onRetry,
  onFocusLost,
}: {
  kind: NearbyKindName;
  onRetry: () => void;
  onFocusLost: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useReportFocusLost(button, onFocusLost);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
        {NEARBY_TEXTS.moreFailed[kind]()}
      </Typography>
      <Button ref={button} size="small" color="error" onClick={onRetry}>
        {discovery_try_again()}
      </Button>
    </Box>
  );
}

/**
 * 'Show more …'. While the page loads it stays focusable (`aria-disabled`, clicks ignored, a
 * small spinner), so a keyboard user keeps their place; the list moves the focus on when it goes.
 */
function ShowMoreButton({
  label,
  busy,
  onClick,
  buttonRef,
  onFocusLost,
}: {
  label: string;
  busy: boolean;
  onClick: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onFocusLost: () => void;
}) {
  useReportFocusLost(buttonRef, onFocusLost);
  return (
    <Button
      ref={buttonRef}
      variant="outlined"
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onClick();
      }}
      startIcon={busy ? <CircularProgress aria-hidden size={16} color="inherit" /> : undefined}
    >
      {label}
    </Button>
  );
}

/**
 * Below a list with more pages: an invisible sentinel that loads the next page as it scrolls
 * near, and a 'Show more' button for keyboards and for when scrolling does not reach it.
 */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  failed,
  fetchNextPage,
  auto,
  kind,
  buttonRef,
  onFocusLost,
}: LoadMoreProps) {
  // After a failure only a press asks again: the sentinel, still in view, would ask in a loop.
  const sentinel = useLoadMoreOnScroll<HTMLDivElement>(
    auto && hasNextPage && !isFetchingNextPage && !failed,
    fetchNextPage,
  );
  if (!hasNextPage) return null;
  return (
    <>
      <Box ref={sentinel} aria-hidden sx={{ height: 1 }} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 1,
          mt: 3,
        }}
      >
        <ShowMoreButton
          label={NEARBY_TEXTS.showMore[kind]()}
          busy={isFetchingNextPage}
          onClick={fetchNextPage}
          buttonRef={buttonRef}
          onFocusLost={onFocusLost}
        />
        {failed && <RetryNextPage kind={kind} onRetry={fetchNextPage} onFocusLost={onFocusLost} />}
      </Box>
    </>
  );
}
