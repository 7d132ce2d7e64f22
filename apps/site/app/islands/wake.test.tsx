// An island woken over its prerendered HTML after the visitor used it (as on a slow phone): it
// starts from what is in its fields, and a submit held before it woke (./hold-submits.mjs) is
// sent once, from the woken island.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_THANK_YOU } from '@kirana/domain/contact';
import { ContactForm } from '../components/contact-form/contact-form';
import { BlogList } from '../components/blog-list/blog-list';
import { StoreFinder } from '../components/store-finder/store-finder';
import { contactForm as CONTACT_TEXT, storeFinder as FINDER_TEXT } from '../i18n/messages/en';
import { contentFor } from '../i18n/content';
import { postSummary } from '../content/post-summary';
import { wordsFor } from '../i18n/rules/catalogue';
import { firstRequest, jsonResponse } from '../testing/render';
import { HOLD_SUBMITS_SCRIPT } from './hold-submits.mjs';
import { fieldsOf, typedValues, useWake } from './wake';

beforeAll(() => {
  new Function(HOLD_SUBMITS_SCRIPT)();
});

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

/** The island as the published page has it: its prerendered HTML, then its note. */
function prerender(ui: ReactElement): HTMLElement {
  document.body.innerHTML =
    `<div data-island="contact-form">${renderToString(ui, { identifierPrefix: 'i-' })}</div>` +
    '<template data-island-note=""><p role="status" data-island-held="">Sending...</p></template>';
  const island = document.querySelector<HTMLElement>('[data-island]');
  if (!island) throw new Error('no island');
  return island;
}

/** What hydrate.tsx does once the island's script has arrived. */
async function wake(island: HTMLElement, ui: ReactElement) {
  await act(async () => {
    roots.push(hydrateRoot(island, ui, { identifierPrefix: 'i-' }));
    island.dataset.hydrated = '';
  });
}

/** Typing into the prerendered HTML, with nothing listening but the browser. */
function type(label: RegExp, value: string) {
  const control = screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);
  control.value = value;
}

const press = (name: string) => screen.getByRole('button', { name }).click();

const RULES = wordsFor('en', ['contact']);
const TYPED = {
  name: 'Lakshmi Devi',
  email: 'lakshmi@example.com',
  phone: '+91 98480 12345',
  subject: 'Store Partnership',
  message: 'I run a kirana in Uppal and would like to join.',
};

function typeContact() {
  type(/^Name/, TYPED.name);
  type(/^Email/, TYPED.email);
  type(/^Phone/, TYPED.phone);
  type(/^Subject/, TYPED.subject);
  type(/^Message/, TYPED.message);
}

describe('useWake', () => {
  it('keeps what was typed before the island woke when the visitor types on', async () => {
    const island = prerender(<ContactForm text={CONTACT_TEXT} rules={RULES} />);
    typeContact();
    await wake(island, <ContactForm text={CONTACT_TEXT} rules={RULES} />);
    // The next render (typing in another field) used to write the island's empty state back.
    await userEvent.setup().type(screen.getByLabelText(/^Phone/), '6');
    expect(fieldsOf(screen.getByRole<HTMLFormElement>('form'))).toEqual({
      ...TYPED,
      phone: `${TYPED.phone}6`,
    });
  });

  it('sends a submit pressed (twice) before the island woke once it wakes, once', async () => {
    const fetch = vi.fn(async (_request: Request) =>
      jsonResponse({ status: 'success', data: { contactMessage: { _id: 'm1' } } }, 201),
    );
    vi.stubGlobal('fetch', fetch);
    const island = prerender(<ContactForm text={CONTACT_TEXT} rules={RULES} />);
    typeContact();
    press('Send Message');
    press('Send Message');
    await waitFor(() => expect(screen.getByText('Sending...')).toBeVisible());
    expect(fetch).not.toHaveBeenCalled();

    await wake(island, <ContactForm text={CONTACT_TEXT} rules={RULES} />);
    expect(await screen.findByText(CONTACT_THANK_YOU)).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await firstRequest(fetch).json()).toEqual(TYPED);
    expect(screen.queryByText('Sending...')).toBeNull();
    expect(island).not.toHaveAttribute('data-held');
  });

  it('sends a held search by the button that was pressed ("Use my location", not the pincode)', async () => {
    const fetch = vi.fn(async (_request: Request) =>
      jsonResponse({ status: 'success', data: { stores: [], reason: null, nearest: null } }),
    );
    vi.stubGlobal('fetch', fetch);
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 17.3941, longitude: 78.4425 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const finder = <StoreFinder text={FINDER_TEXT} />;
    const island = prerender(finder);
    type(/^Pincode/, '500072');
    press('Use my location');
    await wake(island, finder);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const url = new URL(firstRequest(fetch).url);
    expect(url.searchParams.get('lat')).toBe('17.3941');
    expect(url.searchParams.get('pincode')).toBeNull();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^Pincode/)).toHaveValue('500072');
  });

  it('applies a filter typed before the island woke', async () => {
    const posts = contentFor('en').posts.map(postSummary);
    const island = prerender(<BlogList posts={posts} />);
    type(/^Search/, 'zzzz-nothing-matches');
    await wake(island, <BlogList posts={posts} />);
    expect(await screen.findByText('No Results Found')).toBeVisible();
  });

  it('sends the held submit from the form that was sent, and only from it', async () => {
    const sent: string[] = [];
    function Search({ name }: { name: string }) {
      const [text, setText] = useState('');
      const form = useWake((fields) => setText(typedValues({ text: '' }, fields).text));
      return (
        <form
          ref={form}
          aria-label={name}
          onSubmit={(event) => {
            event.preventDefault();
            sent.push(`${name}: ${text}`);
          }}
        >
          <input
            aria-label={`${name} text`}
            name="text"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit">{`Send ${name}`}</button>
        </form>
      );
    }
    const ui = (
      <>
        <Search name="first" />
        <Search name="second" />
      </>
    );
    const island = prerender(ui);
    type(/^first text/, 'one');
    type(/^second text/, 'two');
    press('Send second');
    await wake(island, ui);
    await waitFor(() => expect(sent).toEqual(['second: two']));
    await act(() => new Promise((done) => setTimeout(done, 10)));
    expect(sent).toEqual(['second: two']);
  });

  it('sends nothing when the held form is gone before it could be sent', async () => {
    const sent = vi.fn();
    function Gone() {
      const [shown, setShown] = useState(true);
      const form = useWake(() => setShown(false));
      return shown ? (
        <form ref={form} onSubmit={sent} aria-label="Gone">
          <button type="submit">Send</button>
        </form>
      ) : (
        <p>Signed in already</p>
      );
    }
    const island = prerender(<Gone />);
    press('Send');
    await waitFor(() => expect(screen.getByText('Sending...')).toBeVisible());
    await wake(island, <Gone />);
    expect(await screen.findByText('Signed in already')).toBeVisible();
    expect(sent).not.toHaveBeenCalled();
    expect(screen.queryByText('Sending...')).toBeNull();
  });
});
