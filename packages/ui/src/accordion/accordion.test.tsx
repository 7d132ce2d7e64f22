import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { question: 'Is onboarding free?', answer: 'Yes, onboarding is free.' },
  { question: 'Which city?', answer: 'Hyderabad.' },
];

describe('Accordion', () => {
  it('keeps closed answers in the document (for prerendering) and opens them on click', async () => {
    render(<Accordion items={items} />);
    const question = screen.getByRole('button', { name: 'Is onboarding free?' });
    const answer = screen.getByText('Yes, onboarding is free.');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).toHaveAttribute('data-state', 'closed');

    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toHaveAttribute('data-state', 'open');
    expect(question).toHaveAttribute('aria-controls', answer.id);
  });

  it('moves between questions with the arrow keys, Home and End', async () => {
    render(<Accordion items={[...items, { question: 'When?', answer: 'Every day.' }]} />);
    const [first, second, third] = screen.getAllByRole('button');
    first?.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
  });

  it('puts each question in a heading of the chosen level', () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Is onboarding free?',
      'Which city?',
    ]);
  });
});
