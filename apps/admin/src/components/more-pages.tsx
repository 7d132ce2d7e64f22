// The "Load more" under a paged list, while its query has another page.
import { LoadMore } from '@kirana/ui/load-more';

export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Loads `query`'s next page on demand; nothing once the last page is in. */
export function MorePages({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage) return null;
  return <LoadMore onLoad={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} />;
}
