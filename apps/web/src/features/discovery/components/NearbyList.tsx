import Box from '@mui/material/Box';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { ListError } from '@/components/ListError.tsx';
import { ProgressBar } from '@/components/ProgressBar.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { VisuallyHidden } from '@/components/VisuallyHidden.tsx';
import { CARDS_PER_TASK, useGradualCount } from '@/lib/use-gradual-count.ts';
import type { ListPage } from '../api/page.ts';
import { useFocusAfterLoad } from '../hooks/use-focus-after-load.ts';
import { LoadMore } from './LoadMore.tsx';
import { FOUND_TEXTS, NEARBY_TEXTS, type NearbyKindName } from './nearby-texts.ts';

export interface NearbyListProps<T> {
  /** From `useNearby`: while a new search loads, the list of the one before is its placeholder. */
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  /** 'events' or 'groups': the spinner's, error's and button's words. */
  kind: NearbyKindName;
  /** The search in effect, as a string: the count is announced once it differs from the first. */
  searchKey: string;
  /** Nothing is asked (the text is over the limit): the text box says why. */
  idle: boolean;
  /** What the panel says when the list is empty: the spec's text. */
  empty: ReactNode;
  /** How many pages load by themselves on scrolling; then only the button loads more. */
  maxAutoPages: number;
  children: (items: T[]) => ReactNode;
}

/** What the live region says once a search has its answer: '12 events found', 'No events found'. */
const foundText = (count: number, kind: NearbyKindName) =>
  count === 0 ? NEARBY_TEXTS.noneFound[kind]() : FOUND_TEXTS[kind]({ count });

/**
 * A panel's list in its states: spinner (first load), error (nothing to show), empty text,
 * items, then more on scroll. A new search keeps the list it replaces, under a thin progress
 * bar, until its answer comes; a failed further page keeps the pages shown and offers to try
 * again. A hidden status line tells screen readers how many were found after each search.
 */
export function NearbyList<T>({
  query,
  kind,
  searchKey,
  idle,
  empty,
  maxAutoPages,
  children,
}: NearbyListProps<T>) {
  const { fetchNextPage } = query;
  // The sentinel and the button may both ask: the second waits for the first.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const shown = useGradualCount(items.length, CARDS_PER_TASK);
  const { region, more, onFocusLost } = useFocusAfterLoad(items.length);

  // The first list of the panel is not announced: only the answers to searches made here.
  const [firstKey] = useState(searchKey);
  const [searched, setSearched] = useState(false);
  if (!searched && searchKey !== firstKey) setSearched(true);
  const updating = query.isPlaceholderData && query.isFetching;
  const settled = query.data !== undefined && !query.isPlaceholderData && !query.isRefetching;
  const status = searched && !idle && settled ? foundText(items.length, kind) : '';

  let content: ReactNode;
  if (idle) content = null;
  else if (query.isPending || (updating && items.length === 0)) {
    content = <PageSpinner label={NEARBY_TEXTS.loading[kind]()} minHeight={200} />;
  } else if (query.isError && !query.data) {
    content = <ListError onRetry={() => void query.refetch()}>{NEARBY_TEXTS.loadFailed[kind]()}</ListError>;
  } else if (items.length === 0) content = empty;
  else {
    content = (
      <Box ref={region} aria-busy={updating || shown < items.length} sx={{ position: 'relative' }}>
        {updating && (
          <ProgressBar
            aria-label={NEARBY_TEXTS.loading[kind]()}
            sx={{ position: 'absolute', top: -12, left: 0, right: 0, height: 3, borderRadius: 1 }}
          />
        )}
        {children(shown < items.length ? items.slice(0, shown) : items)}
        {shown === items.length && (
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            failed={query.isFetchNextPageError}
            fetchNextPage={loadMore}
            auto={query.data.pages.length < maxAutoPages}
            kind={kind}
            buttonRef={more}
            onFocusLost={onFocusLost}
          />
        )}
      </Box>
    );
  }
  return (
    <>
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {content}
    </>
  );
}
