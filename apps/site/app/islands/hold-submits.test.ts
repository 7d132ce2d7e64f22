// The inline script that holds a submit made before its island woke, run as the page runs it
// (the one-line text the build inlines, not the module's function).
import { beforeAll, describe, expect, it } from 'vitest';
import { HOLD_SUBMITS_SCRIPT } from './hold-submits.mjs';

beforeAll(() => {
  new Function(HOLD_SUBMITS_SCRIPT)();
});

const NOTE =
  '<template data-island-note=""><p class="island-held" role="status" data-island-held="">Sending...</p></template>';

function send(form: Element | null | undefined): boolean {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form?.dispatchEvent(event);
  return event.defaultPrevented;
}

const nextFrame = () => new Promise((done) => requestAnimationFrame(done));

describe('the inline script that holds early submits', () => {
  it('is one line, with no comment', () => {
    expect(HOLD_SUBMITS_SCRIPT).not.toMatch(/\n|\/\/|\/\*/);
    expect(HOLD_SUBMITS_SCRIPT.length).toBeLessThan(800);
  });

  it('holds a submit in an island that has not woken, marks which form and button, shows the note once', async () => {
    document.body.innerHTML = `<div data-island="store-finder"><form id="a"></form><form id="b"><input name="pincode"><button>Find</button><button name="near">Near me</button></form></div>${NOTE}<p>after</p>`;
    const island = document.querySelector('[data-island]');
    const second = document.querySelector<HTMLFormElement>('#b');
    expect(send(second)).toBe(true);
    expect(island?.getAttribute('data-held')).toBe('1 -1');
    await nextFrame();
    const note = document.querySelector('[data-island-held]');
    expect(note?.textContent).toBe('Sending...');
    expect(note?.getAttribute('role')).toBe('status');
    // Right after the template, outside the island's HTML (which React will hydrate).
    expect(note?.previousElementSibling?.tagName).toBe('TEMPLATE');
    expect(island?.querySelector('[data-island-held]')).toBeNull();

    // Pressed again, by the other button: one note, and the button pressed last is the one held.
    document.querySelector<HTMLButtonElement>('button[name="near"]')?.click();
    expect(island?.getAttribute('data-held')).toBe('1 2');
    await nextFrame();
    expect(document.querySelectorAll('[data-island-held]')).toHaveLength(1);
    expect(send(document.querySelector<HTMLFormElement>('#a'))).toBe(true);
    expect(island?.getAttribute('data-held')).toBe('0 -1');
  });

  it('holds without a note where the island sends nothing (a filter)', () => {
    document.body.innerHTML = '<div data-island="blog-list"><form></form></div><p>after</p>';
    expect(send(document.querySelector('form'))).toBe(true);
    expect(document.querySelector('[data-island]')?.getAttribute('data-held')).toBe('0 -1');
    expect(document.querySelector('[data-island-held]')).toBeNull();
  });

  it('leaves a woken island and forms outside islands alone', () => {
    document.body.innerHTML = `<div data-island="contact-form" data-hydrated=""><form></form></div>${NOTE}<form id="plain"></form>`;
    expect(send(document.querySelector('[data-island] form'))).toBe(false);
    expect(send(document.querySelector('#plain'))).toBe(false);
    expect(document.querySelector('[data-held]')).toBeNull();
    expect(document.querySelector('[data-island-held]')).toBeNull();
  });
});
