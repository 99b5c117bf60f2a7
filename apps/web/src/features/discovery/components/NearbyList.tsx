import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { ListError } from '@/components/ListError.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import type { ListPage } from '../api/page.ts';
import { LoadMore } from './LoadMore.tsx';

export interface NearbyListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  /** 'events' or 'groups': the spinner's, error's and button's words. */
  noun: string;
  /** Nothing is asked (the text is over the limit): the text box says why. */
  idle: boolean;
  /** What the panel says when the list is empty: the spec's text. */
  empty: ReactNode;
  /** How many pages load by themselves on scrolling; then only the button loads more. */
  maxAutoPages: number;
  children: (items: T[]) => ReactNode;
}

/** A panel's list in its states: spinner, error, empty text, items, then more on scroll. */
export function NearbyList<T>({ query, noun, idle, empty, maxAutoPages, children }: NearbyListProps<T>) {
  const { fetchNextPage } = query;
  // The sentinel and the button may both ask: the second waits for the first.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);

  if (idle) return null;
  if (query.isPending) return <PageSpinner label={`Loading ${noun}`} minHeight={200} />;
  if (query.isError) {
    return <ListError onRetry={() => void query.refetch()}>{`The ${noun} could not be loaded.`}</ListError>;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      {children(items)}
      <LoadMore
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={loadMore}
        auto={query.data.pages.length < maxAutoPages}
        label={`Show more ${noun}`}
      />
    </>
  );
}
