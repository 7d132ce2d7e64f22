// "Nothing typed is lost" (issue 26): an island wakes (hydrates) with what the visitor already did
// on its prerendered HTML. React keeps a field's value through hydration but not in the island's
// state, so the next render would wipe it; and a submit pressed before the island woke was held
// by ./hold-submits.mjs. useWake gives a form's island both: its fields' values once it wakes,
// and the held submit, sent once.
import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** A form's fields by name, as the browser would send them: the text, or the file chosen. */
export type Fields = Partial<Record<string, string | File>>;

/** What is in the form's fields now (a file field with no file chosen is left out). */
export function fieldsOf(form: HTMLFormElement): Fields {
  const fields: Fields = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' || value.name) fields[name] ??= value;
  }
  return fields;
}

/** `empty` with each of its fields as typed in `fields` (a field not there keeps its value). */
export function typedValues<T extends Record<string, string>>(empty: T, fields: Fields): T {
  const values: Record<string, string> = { ...empty };
  for (const name of Object.keys(empty)) {
    const value = fields[name];
    if (typeof value === 'string') values[name] = value;
  }
  return values as T;
}

const islandOf = (form: HTMLFormElement) => form.closest('[data-island]');

/** The "Sending..." note shown for a held submit: after the island's note template. */
function removeNote(island: Element | null) {
  const note = island?.nextElementSibling?.nextElementSibling;
  if (note?.hasAttribute('data-island-held')) note.remove();
}

type Button = HTMLButtonElement | HTMLInputElement;

/** A submit held for a form: the button that sent it, if one did. */
interface Held {
  submitter: Button | null;
}

/** The submit held for `form` if the visitor sent it before its island woke; once. */
export function takeHeld(form: HTMLFormElement): Held | null {
  const island = islandOf(form);
  const held = island?.getAttribute('data-held');
  if (!island || held == null) return null;
  const [which = -1, by = -1] = held.split(' ').map(Number);
  if (island.querySelectorAll('form')[which] !== form) return null;
  island.removeAttribute('data-held');
  const submitter = form.elements[by];
  const isButton = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement;
  return { submitter: isButton ? submitter : null };
}

/**
 * For the form of an island (put the returned ref on the <form>): once the island wakes,
 * `wake` gets what is in the form's fields (to put into the island's state), and a submit held
 * before it woke is sent once, after `prepare` (what sending needs first, such as the form's
 * rules) so that the "Sending..." note gives way straight to the island's own.
 */
export function useWake(wake: (fields: Fields) => void, prepare?: () => Promise<unknown>) {
  const form = useRef<HTMLFormElement>(null);
  const island = useRef<Element | null>(null);
  const [held, setHeld] = useState<Held | null>(null);
  const onWake = useEffectEvent(wake);
  const beforeSending = useEffectEvent(() => prepare?.());

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    island.current = islandOf(element);
    onWake(fieldsOf(element));
    setHeld(takeHeld(element));
  }, []);

  // Sent from the render that has the fields' values; never if the form went first.
  useEffect(() => {
    if (!held) return undefined;
    let live = true;
    void Promise.resolve(beforeSending())
      .catch(() => undefined)
      .then(() => {
        const element = form.current;
        // Sent by the same button ("Use my location" is not "Find Stores"), if it still is one.
        const { submitter } = held;
        const by = submitter?.form === element && submitter?.type === 'submit' ? submitter : null;
        if (live) element?.requestSubmit(by);
        removeNote(island.current);
      });
    return () => {
      live = false;
      removeNote(island.current);
    };
  }, [held]);

  return form;
}
