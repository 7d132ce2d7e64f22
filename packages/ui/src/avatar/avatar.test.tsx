import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

/** The letter an image-less avatar shows for this name. */
function initialOf(name: string): string | null {
  const { container, unmount } = render(<Avatar name={name} />);
  const shown = container.textContent;
  unmount();
  return shown;
}

describe('Avatar', () => {
  it('shows the image named by the person', () => {
    render(<Avatar name="Asha" src="/team/asha.jpg" />);
    expect(screen.getByRole('img', { name: 'Asha' })).toHaveAttribute('src', '/team/asha.jpg');
  });

  it('reserves its box and loads lazily, so nothing shifts and below-the-fold images wait', () => {
    render(<Avatar name="Asha" src="/team/asha.jpg" size="xl" />);
    const image = screen.getByRole('img', { name: 'Asha' });
    expect(image).toHaveAttribute('width', '128');
    expect(image).toHaveAttribute('height', '128');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to the first letter when the image fails, and retries a new src', () => {
    const { rerender } = render(<Avatar name="asha" src="/broken.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'asha' }));
    expect(screen.getByRole('img', { name: 'asha' })).toHaveTextContent('A');

    rerender(<Avatar name="asha" src="/fixed.jpg" />);
    expect(screen.getByRole('img', { name: 'asha' })).toHaveAttribute('src', '/fixed.jpg');
  });

  it('shows the first letter without an image', () => {
    render(<Avatar name="  ravi" />);
    expect(screen.getByRole('img', { name: 'ravi' })).toHaveTextContent('R');
  });

  it('takes the first character, not half of an emoji', () => {
    expect(initialOf('😀 Joy')).toBe('😀');
    expect(initialOf('')).toBe('?');
  });
});
