// Renders a component inside a router for the site's tests, which follow its links.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, createRoutesStub, useLocation } from 'react-router';

function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.hash}`}</p>;
}

/**
 * Renders `ui` in a router that starts at `path`. The ui stays mounted when a link is followed;
 * `currentLocation()` tells where the router is.
 */
export function renderInRouter(ui: ReactNode, path = '/') {
  const Stub = createRoutesStub([
    {
      Component: () => (
        <>
          {ui}
          <Outlet />
        </>
      ),
      children: [{ path: '*', Component: CurrentLocation }],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

/** The router's path and hash, as rendered by renderInRouter. */
export function currentLocation(): string | null {
  return screen.getByTestId('location').textContent;
}

/** A fetch answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The API's refusal: its error envelope with `body`'s message, code, field and rule. */
export function errorResponse(status: number, body: Record<string, unknown>): Response {
  return jsonResponse({ status: 'error', ...body }, status);
}

/** The Request of the first call to a stubbed fetch. */
export function firstRequest(fetch: { mock: { calls: unknown[][] } }): Request {
  const request = fetch.mock.calls[0]?.[0];
  if (!(request instanceof Request)) throw new Error('fetch was not called with a Request');
  return request;
}
