// The steps' state: opening a step clears the last one's problems; a refusal opens the refused
// field's step and focuses that field once it is drawn.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSteps } from './use-steps';

const STEPS = ['shop', 'owner', 'review'] as const;
type Field = 'name' | 'phone';
const stepOf = (field: Field) => (field === 'name' ? 'shop' : 'owner');
const problem = { rule: 'validation.required' };

describe('useSteps', () => {
  it('moves between steps and clears the problems of the step left', () => {
    const focus = vi.fn();
    const { result } = renderHook(() =>
      useSteps<(typeof STEPS)[number], Field>({ steps: STEPS, first: 'shop', stepOf, focus }),
    );
    act(() => void result.current.refuse({ name: problem }, ['name', 'phone']));
    expect(result.current.errors).toEqual({ name: problem });
    expect(focus).toHaveBeenCalledWith('name');
    act(() => result.current.next());
    expect(result.current.step).toBe('owner');
    expect(result.current.errors).toEqual({});
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current.step).toBe('review');
    act(() => result.current.back());
    expect(result.current.step).toBe('owner');
  });

  it("opens a refused field's step, focuses the field, and says what is not a field's", async () => {
    const focus = vi.fn();
    const { result } = renderHook(() =>
      useSteps<(typeof STEPS)[number], Field>({ steps: STEPS, first: 'review', stepOf, focus }),
    );
    await act(() =>
      result.current.run(
        () => Promise.reject(new Error('refused')),
        () => result.current.refuseField('phone', problem),
      ),
    );
    expect(result.current.step).toBe('owner');
    expect(result.current.errors).toEqual({ phone: problem });
    expect(focus).toHaveBeenCalledWith('phone');
    expect(result.current.busy).toBe(false);
    expect(result.current.refuse({}, ['name', 'phone'])).toBe(false);
  });
});
