// The state of a form sent in steps (a store owner's registration): the open step, each field's
// problem, a failure said above the buttons, busy while a step is checked and saved, and done
// once sent. Focus follows what the owner must read next, after the render that shows it: the
// opened step's heading, the first refused field (on its step), or the acknowledgement.
// Problems are kept as rules (worded in the page's language when shown), as in ./form-machine.ts,
// the machine of the forms sent in one go.
import { useEffect, useRef, useState } from 'react';
import type { Problem } from '../i18n/rules/words';
import type { FormErrors } from './form-machine';

export interface StepsOptions<Step extends string, Field extends string> {
  /** The steps in order. */
  steps: readonly Step[];
  /** The step opened first. */
  first: Step | (() => Step);
  /** The step a field is on. */
  stepOf: (field: Field) => Step;
  /** Moves the focus to a field. */
  focus: (field: Field) => void;
}

export function useSteps<Step extends string, Field extends string>({
  steps,
  first,
  stepOf,
  focus,
}: StepsOptions<Step, Field>) {
  const [step, setStep] = useState<Step>(first);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [failure, setFailure] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  /** Where focus goes after the next render (the steps open on their heading). */
  const focusNext = useRef<{ to: 'heading' | 'done' } | { to: 'field'; field: Field } | null>({
    to: 'heading',
  });

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target?.to === 'heading') headingRef.current?.focus();
    else if (target?.to === 'done') doneRef.current?.focus();
    else if (target?.to === 'field') focus(target.field);
  });

  /** Opens a step: its heading takes the focus, and the last step's problems go. */
  function open(next: Step) {
    setStep(next);
    setErrors({});
    setFailure(null);
    focusNext.current = { to: 'heading' };
  }

  /** Opens the step after this one (the last stays). */
  const next = (from: Step = step) =>
    open(steps[steps.indexOf(from) + 1] ?? (steps[steps.length - 1] as Step));
  /** Opens the step before the open one (the first stays). */
  const back = () => open(steps[steps.indexOf(step) - 1] ?? (steps[0] as Step));

  /** Shows these problems and focuses the first in `fields`' order; false when there are none. */
  function refuse(found: FormErrors<Field>, fields: readonly Field[]): boolean {
    const firstRefused = fields.find((field) => found[field]);
    if (!firstRefused) return false;
    setErrors(found);
    focusNext.current = { to: 'field', field: firstRefused };
    return true;
  }

  /** A refusal of one field (by the server): its step opens with the problem by the field. */
  function refuseField(field: Field, problem: Problem) {
    setStep(stepOf(field));
    setErrors({ [field]: problem } as FormErrors<Field>);
    focusNext.current = { to: 'field', field };
  }

  /** Runs a step's work as busy; what it throws goes to `failed`. */
  async function run(work: () => Promise<void>, failed: (error: unknown) => void) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  /** Sent: the acknowledgement takes the focus. */
  function finish() {
    setDone(true);
    focusNext.current = { to: 'done' };
  }

  /** These fields' problems go (changed, they are checked again when the step is saved). */
  function clear(fields: (field: string) => boolean) {
    setErrors(
      (current) =>
        Object.fromEntries(
          Object.entries(current).filter(([field]) => !fields(field)),
        ) as FormErrors<Field>,
    );
  }

  return {
    step,
    errors,
    failure,
    setFailure,
    busy,
    done,
    headingRef,
    doneRef,
    open,
    next,
    back,
    refuse,
    refuseField,
    run,
    finish,
    clear,
  };
}
