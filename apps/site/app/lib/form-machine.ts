// The one state machine of the site's forms that send (the contact form and the delivery-partner
// application): idle, then (preparing, e.g. making photos smaller, then) sending with its
// progress, then sent; a refusal by the form's rules goes back to idle with each field's problem
// by it and the first field focused; a refusal by the API about a field shows by that field too;
// any other failure is said under the form. A submit while busy is ignored, and nothing typed is
// lost on a refusal or a failure. Problems are kept as rules (worded in the page's language when
// shown).
import { useState, type FormEvent } from 'react';
import { problemOf, type Problem } from '../i18n/rules/words';

export type FormStatus<Field extends string> =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'sending'; percent: number | null }
  | { kind: 'sent' }
  /** The API refused or could not be reached; `field` when the refusal named one of the form's. */
  | { kind: 'failed'; problem: Problem; field: Field | null };

export type FormErrors<Field extends string> = Partial<Record<Field, Problem>>;

export interface FormMachineOptions<Field extends string> {
  /** The form's fields in the order they are shown: the first refused one gets the focus. */
  fields: readonly Field[];
  /** Moves the focus to a field. */
  focus: (field: Field) => void;
  /** The form's field a failed call is about (the API's `field`, as the form names it), or null. */
  fieldOf: (error: unknown) => Field | null;
}

export function useFormMachine<Field extends string>({
  fields,
  focus,
  fieldOf,
}: FormMachineOptions<Field>) {
  const [status, setStatus] = useState<FormStatus<Field>>({ kind: 'idle' });
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const busy = status.kind === 'preparing' || status.kind === 'sending';

  /** Shows these problems and focuses the first; false (and nothing changed) when there are none. */
  function refuse(found: FormErrors<Field>): boolean {
    const first = fields.find((field) => found[field]);
    if (!first) return false;
    setErrors(found);
    setStatus({ kind: 'idle' });
    focus(first);
    return true;
  }

  /** Something to do before sending (the form shows it as busy). */
  function prepare() {
    setStatus({ kind: 'preparing' });
  }

  /** Sends with `call` (which may report its progress in percent); true once sent. */
  async function send(call: (progress: (percent: number) => void) => Promise<unknown>) {
    setErrors({});
    setStatus({ kind: 'sending', percent: null });
    try {
      await call((percent) => setStatus({ kind: 'sending', percent }));
      setStatus({ kind: 'sent' });
      return true;
    } catch (error) {
      const problem = problemOf(error);
      const field = fieldOf(error);
      if (field) {
        setErrors({ [field]: problem } as FormErrors<Field>);
        focus(field);
      }
      setStatus({ kind: 'failed', problem, field });
      return false;
    }
  }

  /** A failure before anything was sent (a part of the form that did not download): said. */
  function fail(error: unknown) {
    setStatus({ kind: 'failed', problem: problemOf(error), field: null });
  }

  /** The form's submit, ignored while busy: `load` brings what checking and sending need (a
   * download that fails is said like a failure, nothing typed lost), then `work` runs with it. */
  async function submit<Part>(
    event: FormEvent<HTMLFormElement>,
    load: () => Promise<Part>,
    work: (part: Part) => Promise<void>,
  ) {
    event.preventDefault();
    if (busy) return;
    let part: Part;
    try {
      part = await load();
    } catch (error) {
      fail(error);
      return;
    }
    await work(part);
  }

  return { status, errors, setErrors, busy, refuse, prepare, send, fail, submit };
}
