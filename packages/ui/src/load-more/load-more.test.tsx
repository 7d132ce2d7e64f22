import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more';

describe('LoadMore', () => {
  it('asks for the next page, and waits while it comes', async () => {
    const onLoad = vi.fn();
    const { rerender } = render(<LoadMore onLoad={onLoad} loading={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoad).toHaveBeenCalledOnce();
    rerender(<LoadMore onLoad={onLoad} loading />);
    const busy = screen.getByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(onLoad).toHaveBeenCalledOnce();
  });
});
