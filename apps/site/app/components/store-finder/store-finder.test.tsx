import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMING_SOON_IN_YOUR_LOCATION } from '../../content/messages';
import { errorResponse, firstRequest, jsonResponse } from '../../testing/render';
import { StoreFinder } from './store-finder';
import { wordsFor } from '../../i18n/rules/catalogue';
import { storeFinder as TEXT } from '../../i18n/messages/en';
import { messagesFor } from '../../i18n/messages';

/** The words the page gives the island (English). */
const RULES = wordsFor('en', []);

/** An address in 500016, the pincode both stores serve. */
const in500016 = (street: string) => ({
  street,
  city: 'Hyderabad',
  state: 'Telangana',
  pincode: '500016',
  country: 'India',
});

const stores = [
  {
    _id: 's1',
    name: 'Sri Lakshmi Kirana',
    address: in500016('12 Ameerpet Main Road'),
    phone: '+91 98480 12345',
    location: { latitude: 17.4375, longitude: 78.4482 },
    distanceMeters: 793,
    // Monday 23 November 2026, 21:00 in India.
    open: { state: 'open', changesAt: '2026-11-23T15:30:00.000Z', note: null },
  },
  {
    _id: 's2',
    name: 'Balaji Provisions',
    address: in500016('4-1-9 SR Nagar'),
    phone: '+91 99890 23456',
    location: { latitude: 17.4425, longitude: 78.4392 },
    distanceMeters: 1240,
    // Tuesday 24 November 2026, 07:00 in India.
    open: { state: 'closed', changesAt: '2026-11-24T01:30:00.000Z', note: null },
  },
];

const storesAnswer = (
  list: unknown[],
  { reason = null, nearest = null }: { reason?: string | null; nearest?: unknown } = {},
) => jsonResponse({ status: 'success', data: { stores: list, reason, nearest } });

/** The browser's geolocation, answering with a position or an error of this code. */
function stubGeolocation(answer: { lat: number; lng: number } | { code: number }) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    if ('code' in answer)
      fail({ code: answer.code, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    else ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

beforeEach(() => {
  // Monday 23 November 2026, 18:00 in India; only the clock is fixed, timers run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T12:30:00.000Z'));
});
afterEach(() => vi.useRealTimers());

async function search(pincode: string) {
  const user = userEvent.setup();
  if (pincode) await user.type(screen.getByLabelText('Pincode'), pincode);
  await user.click(screen.getByRole('button', { name: 'Find Stores' }));
}

describe('StoreFinder', () => {
  it('does nothing for a blank or whitespace-only pincode', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<StoreFinder text={TEXT} rules={RULES} />);
    await search('');
    await search('   ');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(COMING_SOON_IN_YOUR_LOCATION)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the API for the trimmed pincode and shows each store with its address, distance and open state', async () => {
    const fetch = vi.fn(async (_request: Request) => storesAnswer(stores));
    vi.stubGlobal('fetch', fetch);
    render(<StoreFinder text={TEXT} rules={RULES} />);
    await search(' 500016 ');

    const list = await screen.findByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Sri Lakshmi Kirana');
    expect(cards[0]).toHaveTextContent('12 Ameerpet Main Road');
    expect(cards[0]).toHaveTextContent('Hyderabad, Telangana 500016');
    expect(cards[0]).toHaveTextContent('790 m');
    expect(cards[0]).toHaveTextContent('Open now, closes 21:00');
    expect(cards[1]).toHaveTextContent('Balaji Provisions');
    expect(cards[1]).toHaveTextContent('1.2 km');
    expect(cards[1]).toHaveTextContent('Closed, opens 07:00 tomorrow');
    expect(screen.getByRole('heading', { name: '2 stores serving 500016' })).toBeInTheDocument();

    // Each card's phone, to call with a tap, and directions to it in Google Maps.
    const call = within(cards[0] as HTMLElement).getByRole('link', {
      name: 'Call Sri Lakshmi Kirana on +91 98480 12345',
    });
    expect(call).toHaveAttribute('href', 'tel:+919848012345');
    expect(call).toHaveTextContent('+91 98480 12345');
    const directions = within(cards[1] as HTMLElement).getByRole('link', {
      name: 'Directions to Balaji Provisions (opens Google Maps)',
    });
    expect(directions).toHaveTextContent('Directions');
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=17.4425,78.4392',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');

    const request = firstRequest(fetch);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://localhost:3000/api/public/stores?pincode=500016');
  });

  it('says "We are coming soon in your location" when no store serves the pincode', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => storesAnswer([])),
    );
    render(<StoreFinder text={TEXT} rules={RULES} />);
    await search('500099');
    expect(await screen.findByText(COMING_SOON_IN_YOUR_LOCATION)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a loading state while the search runs', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    render(<StoreFinder text={TEXT} rules={RULES} />);
    await search('500016');

    expect(screen.getByText('Looking for stores in 500016...')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Searching...' });
    expect(button).toBeDisabled();

    answer(storesAnswer(stores));
    expect(await screen.findByText('Sri Lakshmi Kirana')).toBeInTheDocument();
    expect(screen.queryByText('Looking for stores in 500016...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find Stores' })).toBeEnabled();
  });

  it('tells the visitor when the API cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<StoreFinder text={TEXT} rules={RULES} />);
    await search('500016');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not search for stores right now.');
    expect(alert).toHaveTextContent('A network error occurred. Please try again.');
    expect(screen.getByLabelText('Pincode')).toHaveValue('500016');
  });

  it('with none within 2 km, names the nearest store and its distance, with its card', async () => {
    const nearest = { ...stores[1], distanceMeters: 3400 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => storesAnswer([], { nearest })),
    );
    render(<StoreFinder text={TEXT} rules={RULES} />);
    await search('500001');
    expect(await screen.findByText(COMING_SOON_IN_YOUR_LOCATION)).toBeInTheDocument();
    expect(screen.getByText(/We have no partner store serving 500001 yet/)).toBeInTheDocument();
    expect(
      screen.getByText('The nearest store is Balaji Provisions, 3.4 km away.'),
    ).toBeInTheDocument();
    const card = within(screen.getByRole('list', { name: 'The nearest store' })).getByRole(
      'listitem',
    );
    expect(card).toHaveTextContent('Balaji Provisions');
    expect(card).toHaveTextContent('3.4 km');
    expect(card).toHaveTextContent('Closed, opens 07:00 tomorrow');
    expect(
      within(card).getByRole('link', { name: 'Call Balaji Provisions on +91 99890 23456' }),
    ).toHaveAttribute('href', 'tel:+919989023456');
    expect(
      within(card).getByRole('link', { name: /^Directions to Balaji Provisions/ }),
    ).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=17.4425,78.4392');
  });

  it.each([
    ['te', 'దగ్గరి దుకాణం Balaji Provisions, 3.4 కి.మీ. దూరంలో ఉంది.', 'దారి చూడండి', 'హైదరాబాద్, తెలంగాణ 500016'],
    [
      'hi',
      'सबसे नज़दीकी दुकान Balaji Provisions है, 3.4 किमी दूर।',
      'रास्ता देखें',
      'हैदराबाद, तेलंगाना 500016',
    ],
  ] as const)(
    'in %s, names the nearest store, its city and state and its links in the language',
    async (locale, sentence, directions, place) => {
      const nearest = { ...stores[1], distanceMeters: 3400 };
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => storesAnswer([], { nearest })),
      );
      const text = messagesFor(locale).storeFinder;
      render(<StoreFinder locale={locale} text={text} rules={wordsFor(locale, ['finder'])} />);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(text.pincode), '500001');
      await user.click(screen.getByRole('button', { name: text.find }));
      expect(await screen.findByText(sentence)).toBeInTheDocument();
      const card = within(screen.getByRole('list', { name: text.nearestLabel })).getByRole(
        'listitem',
      );
      expect(card).toHaveTextContent(place);
      expect(card).not.toHaveTextContent(/Hyderabad|Telangana/);
      const link = within(card).getByRole('link', { name: new RegExp(directions) });
      expect(link).toHaveTextContent(directions);
      expect(
        within(card).getByRole('link', { name: new RegExp('\\+91 99890 23456') }),
      ).toHaveAttribute('href', 'tel:+919989023456');
    },
  );

  it('says when it does not know the pincode', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => storesAnswer([], { reason: 'unknownPincode' })),
    );
    render(<StoreFinder text={TEXT} rules={RULES} />);
    await search('12');
    expect(await screen.findByText('We could not find this pincode.')).toBeInTheDocument();
    expect(
      screen.getByText('We do not know the pincode 12. Check it, or use your location.'),
    ).toBeInTheDocument();
  });

  it("tells a temporary closure until when, with the owner's note", async () => {
    const closed = {
      ...stores[0],
      // Friday 27 November 2026, 09:00 in India.
      open: {
        state: 'temporarilyClosed',
        changesAt: '2026-11-27T03:30:00.000Z',
        note: 'Family wedding',
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => storesAnswer([closed])),
    );
    render(<StoreFinder text={TEXT} rules={RULES} />);
    await search('500016');
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('Temporarily closed until Friday 09:00');
    expect(card).toHaveTextContent('Family wedding');
    expect(screen.getByRole('heading', { name: '1 store serving 500016' })).toBeInTheDocument();
  });

  it('searches near the visitor\'s location only when they press "Use my location"', async () => {
    const fetch = vi.fn(async (_request: Request) => storesAnswer(stores));
    vi.stubGlobal('fetch', fetch);
    const ask = stubGeolocation({ lat: 17.3941, lng: 78.4425 });
    render(<StoreFinder text={TEXT} rules={RULES} />);
    expect(ask).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));

    expect(
      await screen.findByRole('heading', { name: '2 stores within 2 km of you' }),
    ).toBeInTheDocument();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(firstRequest(fetch).url).toBe(
      'http://localhost:3000/api/public/stores?lat=17.3941&lng=78.4425',
    );
  });

  it('says so when the location is refused, cannot be found, or the browser has none', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    stubGeolocation({ code: 1 });
    const { unmount } = render(<StoreFinder text={TEXT} rules={RULES} />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your browser did not share your location. Type your pincode instead',
    );
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeEnabled();
    unmount();

    stubGeolocation({ code: 3 });
    render(<StoreFinder text={TEXT} rules={RULES} />);
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find your location. Type your pincode instead, or try again.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says "We are coming soon" when the location is outside Hyderabad', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        errorResponse(400, {
          code: 'VALIDATION_ERROR',
          message: 'lat: We are coming soon in your location.',
          field: 'lat',
          rule: 'common.comingSoon',
        }),
      ),
    );
    stubGeolocation({ lat: 12.97, lng: 77.59 });
    render(<StoreFinder text={TEXT} rules={RULES} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(COMING_SOON_IN_YOUR_LOCATION)).toBeInTheDocument();
    expect(
      screen.getByText('You seem to be outside Hyderabad, where our partner stores are for now.'),
    ).toBeInTheDocument();
  });
});
