// The blog list and its filter island's English words, a module of its own so that the island's bundle takes
// only these (and the domain modules they name), not every island's (see ./en.ts).
import { NO_RESULTS_FOUND } from '../../content/messages';

export const blogList = {
  formLabel: 'Articles',
  search: 'Search articles',
  searchPlaceholder: 'Search by title or summary',
  category: 'Category',
  countAll: '{total} articles',
  countFiltered: '{shown} of {total} articles',
  noResults: NO_RESULTS_FOUND,
  noResultsText: 'No article matches your search. Try other words or another category.',
  clearFilters: 'Clear filters',
};
