// The policy pages, in the order the route list ends with them and the footer's Legal links
// give them: one list for the tests of both.
export const POLICY_PATHS = [
  '/privacy-policy',
  '/terms',
  '/branch/privacy-policy',
  '/branch/terms',
  '/cancellations-and-refunds',
  '/shipping-policy',
];
