// Hindi text of ../messages.ts; same shape, only text.
// The messages of the public site that no other app shows.

export const COMING_SOON_IN_YOUR_LOCATION = 'हम जल्द ही आपके इलाके में आ रहे हैं';
export const NO_RESULTS_FOUND = 'कोई नतीजा नहीं मिला';
