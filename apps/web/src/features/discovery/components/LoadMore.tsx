import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLoadMoreOnScroll } from '../hooks/use-load-more-on-scroll.ts';

export interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** Load the next page when the end of the list scrolls near; else only on the button. */
  auto: boolean;
  /** e.g. 'Show more events'. */
  label: string;
}

/**
 * Below a list with more pages: an invisible sentinel that loads the next page as it scrolls
 * near, and a 'Show more' button for keyboards and for when scrolling does not reach it.
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, auto, label }: LoadMoreProps) {
  const sentinel = useLoadMoreOnScroll<HTMLDivElement>(
    auto && hasNextPage && !isFetchingNextPage,
    fetchNextPage,
  );
  if (!hasNextPage) return null;
  return (
    <>
      <Box ref={sentinel} aria-hidden sx={{ height: 1 }} />
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
        <Button variant="outlined" onClick={fetchNextPage} loading={isFetchingNextPage}>
          {label}
        </Button>
      </Box>
    </>
  );
}
