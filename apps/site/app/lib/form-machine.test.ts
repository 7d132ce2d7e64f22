import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFormMachine } from './form-machine';

type Field = 'name' | 'email';

function machine() {
  const focus = vi.fn();
  const hook = renderHook(() =>
    useFormMachine<Field>({
      fields: ['name', 'email'],
      focus,
      fieldOf: (error) => ((error as { field?: string }).field === 'email' ? 'email' : null),
    }),
  );
  return { hook, focus };
}

describe('the forms’ state machine', () => {
  it('refuses with each field’s problem and focuses the first field shown', () => {
    const { hook, focus } = machine();
    let refused = false;
    act(() => {
      refused = hook.result.current.refuse({
        email: { rule: 'contact.emailInvalid' },
        name: { rule: 'contact.nameRequired' },
      });
    });
    expect(refused).toBe(true);
    expect(hook.result.current.errors.name).toEqual({ rule: 'contact.nameRequired' });
    expect(hook.result.current.status).toEqual({ kind: 'idle' });
    expect(focus).toHaveBeenCalledWith('name');
    act(() => {
      refused = hook.result.current.refuse({});
    });
    expect(refused).toBe(false);
  });

  it('sends with its progress and ends sent, or failed with the field the API named', async () => {
    const { hook, focus } = machine();
    let finish: () => void = () => {};
    let sent: Promise<boolean> = Promise.resolve(false);
    act(() => {
      sent = hook.result.current.send(
        (progress) =>
          new Promise<void>((resolve) => {
            progress(40);
            finish = resolve;
          }),
      );
    });
    expect(hook.result.current.status).toEqual({ kind: 'sending', percent: 40 });
    expect(hook.result.current.busy).toBe(true);
    await act(async () => {
      finish();
      expect(await sent).toBe(true);
    });
    expect(hook.result.current.status).toEqual({ kind: 'sent' });

    await act(async () => {
      await hook.result.current.send(async () => {
        throw Object.assign(new Error('refused'), { field: 'email', rule: 'contact.emailTaken' });
      });
    });
    expect(hook.result.current.status).toEqual({
      kind: 'failed',
      problem: { rule: 'contact.emailTaken' },
      field: 'email',
    });
    expect(hook.result.current.errors).toEqual({ email: { rule: 'contact.emailTaken' } });
    expect(focus).toHaveBeenCalledWith('email');
  });
});
