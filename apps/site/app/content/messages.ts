// Messages of the public site that no other app shows, word for word from public-site.md.

export const COMING_SOON_IN_YOUR_LOCATION = 'We are coming soon in your location';
export const NO_RESULTS_FOUND = 'No Results Found';
