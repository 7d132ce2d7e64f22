import { useSearchParams } from 'react-router';

/**
 * A list screen's filters in the URL's search parameters, so a reload or a shared link shows the
 * same list: the current parameters, and `update` to set some (an empty value removes it).
 */
export function useSearchFilters() {
  const [search, setSearch] = useSearchParams();

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next);
  }

  return { search, update };
}
