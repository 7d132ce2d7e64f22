import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastOptions } from './toast';

function ShowButton({ message, options }: { message: string; options?: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, options)}>
      show
    </button>
  );
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces a message in a status region and removes it after the duration', () => {
    render(
      <ToastProvider duration={3000}>
        <ShowButton message="Saved." />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('puts errors in an alert region and keeps a toast while hovered', () => {
    render(
      <ToastProvider duration={1000}>
        <ShowButton message="Failed." options={{ variant: 'error' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    const message = screen.getByText('Failed.');
    expect(screen.getByRole('alert')).toContainElement(message);

    fireEvent.mouseEnter(message.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Failed.')).toBeInTheDocument();
    fireEvent.mouseLeave(message.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Failed.')).not.toBeInTheDocument();
  });

  it('closes with its dismiss button', () => {
    render(
      <ToastProvider>
        <ShowButton message="Hello" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('tells the developer when the provider is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ShowButton message="x" />)).toThrow(/ToastProvider/);
  });
});
