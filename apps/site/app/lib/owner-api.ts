// A signed-in store owner's calls: the site's lazily created API client (./api.ts) with the
// owner's token from the tab's session (./owner-session.ts); a 401 ends that session. Apart from
// ./api.ts so the public forms' islands carry nothing of the owner's session.
import { lazy } from './api';
import { clearOwnerSession, ownerToken } from './owner-session';

export const ownerApi = {
  GET: lazy('GET', ownerToken, clearOwnerSession),
  POST: lazy('POST', ownerToken, clearOwnerSession),
  PATCH: lazy('PATCH', ownerToken, clearOwnerSession),
  PUT: lazy('PUT', ownerToken, clearOwnerSession),
};
