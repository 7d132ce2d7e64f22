import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqList } from './faq-list';

const items = [
  { question: 'How do I pay for my order?', answer: 'You pay the store directly.' },
  { question: 'Can I cancel my order?', answer: 'Yes, until it is picked up.' },
];

describe('FaqList', () => {
  it('starts with every answer closed', () => {
    render(<FaqList items={items} />);
    for (const item of items) {
      expect(screen.getByRole('button', { name: item.question })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      expect(screen.queryByText(item.answer)).not.toBeVisible();
    }
  });

  it('opens and closes an answer when its question is clicked', async () => {
    const user = userEvent.setup();
    render(<FaqList items={items} />);
    const question = screen.getByRole('button', { name: 'How do I pay for my order?' });

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('You pay the store directly.')).toBeVisible();
    expect(screen.queryByText('Yes, until it is picked up.')).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('You pay the store directly.')).not.toBeVisible();
  });

  it('lets several answers be open at once', async () => {
    const user = userEvent.setup();
    render(<FaqList items={items} />);
    await user.click(screen.getByRole('button', { name: 'How do I pay for my order?' }));
    await user.click(screen.getByRole('button', { name: 'Can I cancel my order?' }));
    expect(screen.getByText('You pay the store directly.')).toBeVisible();
    expect(screen.getByText('Yes, until it is picked up.')).toBeVisible();
  });
});
