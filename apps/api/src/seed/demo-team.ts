// The demo's other admins, one per role besides the Owner (the demo admin). Their passwords are
// known, so they are made only by the demo seed and never in production; `pnpm start` prints
// them (scripts/start.mjs imports this module from dist, so it imports nothing).
export const DEMO_TEAM = [
  {
    role: 'Reviewer',
    name: 'Ravi Reviewer',
    email: 'reviewer@kirana.local',
    password: 'kirana-reviewer-demo',
  },
  {
    role: 'Catalogue',
    name: 'Chitra Catalogue',
    email: 'catalogue@kirana.local',
    password: 'kirana-catalogue-demo',
  },
  {
    role: 'Support',
    name: 'Sameer Support',
    email: 'support@kirana.local',
    password: 'kirana-support-demo',
  },
] as const;
