// The shop's location: a map the owner drags (or moves with the arrow keys) until the marker at
// its centre is on the shop, started at the pincode's centre; "Use my location" moves it there,
// or says why it could not; the pin is said with latitude and longitude named.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { storeOwnerProps } from './store-owner-props';
import type { Pin } from '../../lib/pin';
import { PinControl } from './pin-control';

const EN = messagesFor('en').storeOwner;
const TE = messagesFor('te').storeOwner;
const RULES = storeOwnerProps('en').rules ?? {};
const TILES = 'data:image/png;base64,iVBORw0KGgo=#{z}/{x}/{y}';

/** The control with its pin kept as the form keeps it; every saved pin is recorded. */
function Harness({
  first = null,
  pincode = '500028',
  text = EN,
  saved,
}: {
  first?: Pin | null;
  pincode?: string;
  text?: typeof EN;
  saved: Pin[];
}) {
  const [pin, setPin] = useState<Pin | null>(first);
  return (
    <PinControl
      id="pin"
      pin={pin}
      pincode={pincode}
      text={text}
      rules={RULES}
      tilesUrl={TILES}
      onChange={(next) => {
        saved.push(next);
        setPin(next);
      }}
    />
  );
}

/** The map, once Leaflet has taken it (its handlers are on it): a lazy load and an effect away. */
async function findMap() {
  const map = await screen.findByRole('application', { name: EN.map });
  await waitFor(() => expect(map).toHaveClass('leaflet-container'));
  return map;
}

const marker = () => screen.getByText(`${EN.marker}:`).parentElement?.querySelector('output');

/** A mouse event as a browser sends it: Leaflet reads `which` for the left button. */
function mouse(target: Element, type: string, x: number, y: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y });
  Object.defineProperty(event, 'which', { value: 1 });
  target.dispatchEvent(event);
}

function stubLocation(answer: (ok: (p: object) => void, fail: (e: object) => void) => void) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition: answer },
  });
}

describe('PinControl', () => {
  it("opens the map at the pincode's centre, and dragging it moves the saved point", async () => {
    const saved: Pin[] = [];
    render(<Harness saved={saved} />);
    const map = await findMap();
    expect(map).toHaveAccessibleDescription(EN.mapHint);
    // Not placed until the owner moves the map: the start is only where the map opens.
    expect(marker()).toHaveTextContent(EN.markerNotPlaced);
    expect(saved).toEqual([]);

    // A drag to the left and up brings what was east and south of the centre under the marker
    // (one step: a quick flick of several would glide on, as on a phone).
    mouse(map, 'mousedown', 100, 100);
    mouse(map, 'mousemove', 60, 80);
    mouse(map, 'mouseup', 60, 80);
    await waitFor(() => expect(saved.length).toBeGreaterThan(0));
    const [last = { latitude: 0, longitude: 0 }] = saved.slice(-1);
    // 40 px east and 20 px south of 500028's centre, at the pincode's zoom (15).
    const degreesPerPixel = 360 / (256 * 2 ** 15);
    expect(last.longitude - 78.442496).toBeCloseTo(40 * degreesPerPixel, 4);
    expect(last.latitude).toBeLessThan(17.394103);
    expect(last.latitude).toBeGreaterThan(17.394103 - 20 * degreesPerPixel);
    expect(marker()).toHaveTextContent(
      `latitude ${last.latitude.toFixed(5)}, longitude ${last.longitude.toFixed(5)}`,
    );
  });

  it('moves with the arrow keys on the focused map', async () => {
    const saved: Pin[] = [];
    render(<Harness saved={saved} first={{ latitude: 17.4, longitude: 78.45 }} />);
    const map = await findMap();
    expect(marker()).toHaveTextContent('latitude 17.40000, longitude 78.45000');
    map.focus();
    // Leaflet reads the key's code, which user-event does not give.
    fireEvent.keyDown(map, { key: 'ArrowUp', keyCode: 38 });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.latitude).toBeGreaterThan(17.4);
    expect(saved[0]?.longitude).toBeCloseTo(78.45, 6);
    fireEvent.keyDown(map, { key: 'ArrowRight', keyCode: 39 });
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.longitude).toBeGreaterThan(78.45);
  });

  it('places the pin at the location the browser gives, and moves the map there', async () => {
    stubLocation((ok) => ok({ coords: { latitude: 17.4486, longitude: 78.3908 } }));
    const saved: Pin[] = [];
    const user = userEvent.setup();
    render(<Harness saved={saved} />);
    await findMap();
    await user.click(screen.getByRole('button', { name: EN.useMyLocation }));
    expect(await screen.findByText(EN.pinFromLocation)).toBeVisible();
    expect(saved).toEqual([{ latitude: 17.4486, longitude: 78.3908 }]);
    expect(marker()).toHaveTextContent('latitude 17.44860, longitude 78.39080');
  });

  it('says so, in the page language, when the location is refused or cannot be had', async () => {
    stubLocation((_ok, fail) => fail({ code: 1, PERMISSION_DENIED: 1 }));
    const saved: Pin[] = [];
    const user = userEvent.setup();
    const { unmount } = render(<Harness saved={saved} text={TE} />);
    await user.click(screen.getByRole('button', { name: TE.useMyLocation }));
    expect(await screen.findByText(TE.locationDenied)).toBeVisible();
    unmount();

    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    render(<Harness saved={saved} />);
    await user.click(screen.getByRole('button', { name: EN.useMyLocation }));
    expect(await screen.findByText(EN.locationUnsupported)).toBeVisible();

    stubLocation((ok) => ok({ coords: { latitude: 12.97, longitude: 77.59 } }));
    await user.click(screen.getByRole('button', { name: EN.useMyLocation }));
    expect(await screen.findByText(EN.locationOutside)).toBeVisible();
    expect(saved).toEqual([]);
  });

  it("starts from the pincode's centre when asked, and says what it cannot use", async () => {
    const saved: Pin[] = [];
    const user = userEvent.setup();
    const { rerender } = render(<Harness saved={saved} pincode="500028" />);
    await user.click(screen.getByRole('button', { name: EN.usePincode }));
    expect(
      screen.getByText(
        'The map is at the centre of 500028. Drag it until the marker is on your shop.',
      ),
    ).toBeVisible();
    expect(saved).toEqual([{ latitude: 17.394103, longitude: 78.442496 }]);
    const group = screen.getByRole('group', { name: EN.pinTitle });
    expect(within(group).getByText('latitude 17.39410, longitude 78.44250')).toBeVisible();

    rerender(<Harness saved={saved} pincode="110001" />);
    await user.click(screen.getByRole('button', { name: EN.usePincode }));
    expect(screen.getByText('We are coming soon in your location.')).toBeVisible();
  });

  it('credits OpenStreetMap, as its tile policy asks', async () => {
    const saved: Pin[] = [];
    render(<Harness saved={saved} />);
    expect(await findMap()).toBeVisible();
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
  });
});
