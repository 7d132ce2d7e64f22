import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a plain button that calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save Changes</Button>);
    const button = screen.getByRole('button', { name: 'Save Changes' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy shows the busy label, is disabled and aria-busy', async () => {
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Creating..." onClick={onClick}>
        Create
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Creating...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Create')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its label when busy without a busy label', () => {
    render(<Button busy>Import</Button>);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('submits a form when asked to', () => {
    render(<Button type="submit">Log in</Button>);
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
  });

  it('gives different classes per variant for links styled as buttons', () => {
    expect(buttonClassName({ variant: 'danger' })).not.toBe(
      buttonClassName({ variant: 'primary' }),
    );
  });
});
