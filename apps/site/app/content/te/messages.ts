// Telugu text of ../messages.ts; same shape, only text.
// The two store-finder messages as a Telugu shopper reads them.

export const COMING_SOON_IN_YOUR_LOCATION = 'త్వరలోనే మీ ప్రాంతానికి వస్తున్నాం';
export const NO_RESULTS_FOUND = 'ఫలితాలు ఏవీ దొరకలేదు';
