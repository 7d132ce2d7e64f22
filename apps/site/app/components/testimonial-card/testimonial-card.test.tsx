import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestimonialCard } from './testimonial-card';

const testimonial = {
  quote: 'My sales went up by 30 percent.',
  name: 'Mohammed Irfan',
  role: 'Store Owner',
  avatar: '/images/avatars/mohammed-irfan.svg',
  place: 'Tolichowki',
} as const;

describe('TestimonialCard', () => {
  it('shows the quote, the name, the role and the avatar image', () => {
    render(<TestimonialCard testimonial={testimonial} />);
    expect(screen.getByText(testimonial.quote)).toBeInTheDocument();
    expect(screen.getByText('Store Owner, Tolichowki')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mohammed Irfan' })).toHaveAttribute(
      'src',
      testimonial.avatar,
    );
  });

  it("shows the name's first letter when the avatar image fails to load", () => {
    render(<TestimonialCard testimonial={testimonial} />);
    fireEvent.error(screen.getByRole('img', { name: 'Mohammed Irfan' }));
    const fallback = screen.getByRole('img', { name: 'Mohammed Irfan' });
    expect(fallback.tagName).not.toBe('IMG');
    expect(fallback).toHaveTextContent(/^M$/);
  });
});
