import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('opens from its trigger, is named by its title, closes on Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog title="Import" trigger={<Button>Import</Button>} onOpenChange={onOpenChange}>
        <p>Pick categories</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('dialog', { name: 'Import' })).toHaveTextContent('Pick categories');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('has a labelled close button', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open title="Edit Product" onOpenChange={onOpenChange}>
        body
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
