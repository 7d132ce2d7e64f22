// What the specification states about the site, for the tests of every place that shows it.

/** The policy pages, in the order the route list ends with them and the footer's Legal links. */
export const POLICY_PATHS = [
  '/privacy-policy',
  '/terms',
  '/branch/privacy-policy',
  '/branch/terms',
  '/cancellations-and-refunds',
  '/shipping-policy',
];

/** The business hours, line by line, as the public site states them in English. */
export const BUSINESS_HOURS_LINES = ['Mon-Fri: 9:00-18:00', 'Sat: 10:00-16:00', 'Sun: Closed'];
