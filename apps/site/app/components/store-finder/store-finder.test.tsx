import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COMING_SOON_IN_YOUR_LOCATION } from '../../content/messages';
import { firstRequest, jsonResponse } from '../../testing/render';
import { StoreFinder } from './store-finder';
import { wordsFor } from '../../i18n/rules/catalogue';

/** The words the page gives the island (English). */
const RULES = wordsFor('en', []);

const stores = [
  {
    _id: 's1',
    name: 'Sri Lakshmi Kirana',
    address: {
      street: '12 Ameerpet Main Road',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500016',
      country: 'India',
    },
  },
  {
    _id: 's2',
    name: 'Balaji Provisions',
    address: {
      street: '4-1-9 SR Nagar',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500016',
      country: 'India',
    },
  },
];

const storesAnswer = (list: unknown[]) =>
  jsonResponse({ status: 'success', data: { stores: list } });

async function search(pincode: string) {
  const user = userEvent.setup();
  if (pincode) await user.type(screen.getByLabelText('Pincode'), pincode);
  await user.click(screen.getByRole('button', { name: 'Find Stores' }));
}

describe('StoreFinder', () => {
  it('does nothing for a blank or whitespace-only pincode', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<StoreFinder rules={RULES} />);
    await search('');
    await search('   ');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(COMING_SOON_IN_YOUR_LOCATION)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the API for the trimmed pincode and shows each store with its address', async () => {
    const fetch = vi.fn(async (_request: Request) => storesAnswer(stores));
    vi.stubGlobal('fetch', fetch);
    render(<StoreFinder rules={RULES} />);
    await search(' 500016 ');

    const list = await screen.findByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Sri Lakshmi Kirana');
    expect(cards[0]).toHaveTextContent('12 Ameerpet Main Road');
    expect(cards[0]).toHaveTextContent('Hyderabad, Telangana 500016');
    expect(cards[1]).toHaveTextContent('Balaji Provisions');
    expect(screen.getByRole('heading', { name: '2 stores serving 500016' })).toBeInTheDocument();

    const request = firstRequest(fetch);
    expect(request.method).toBe('GET');
    expect(request.url).toBe('http://localhost:3000/api/public/stores?pincode=500016');
  });

  it('says "We are coming soon in your location" when no store serves the pincode', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => storesAnswer([])),
    );
    render(<StoreFinder rules={RULES} />);
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
    render(<StoreFinder rules={RULES} />);
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
    render(<StoreFinder rules={RULES} />);
    await search('500016');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not search for stores right now.');
    expect(alert).toHaveTextContent('A network error occurred. Please try again.');
    expect(screen.getByLabelText('Pincode')).toHaveValue('500016');
  });
});
