// List filters live in the URL: this reads and writes them for every list screen.
import { useLocation, useSearchParams } from 'react-router';

/**
 * A list screen's filters in the URL's search parameters, so a reload or a shared link shows the
 * same list: the current parameters, and `update` to set some (an empty value removes it).
 * The location's navigation state is kept.
 */
export function useSearchFilters() {
  const [search, setSearch] = useSearchParams();
  // Navigation state (e.g. what the link that opened a screen said of it) outlives a filter.
  const { state } = useLocation();

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    // A filter changes the list, not the screen: the page stays where it is.
    setSearch(next, { state, preventScrollReset: true });
  }

  return { search, update };
}
