import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAQS, SHARED_FAQS } from '../content/faqs';
import { renderInRouter } from '../testing/render';
import Faqs from './faqs';

/** The question's <summary> (a native disclosure: no script, no role attribute needed). */
const summaryOf = (question: string) => {
  const summary = screen.getByRole('heading', { name: question }).closest('summary');
  if (!summary) throw new Error(`${question} is not in a summary`);
  return summary;
};

describe('FAQ page', () => {
  it('has a FAQ block and a shared block with every question, answers closed', () => {
    renderInRouter(<Faqs />, '/faqs');
    const blocks = [
      { name: 'Ordering with Kirana', items: FAQS },
      { name: 'Customers and partners', items: SHARED_FAQS },
    ];
    for (const block of blocks) {
      const region = screen.getByRole('region', { name: block.name });
      const questions = within(region).getAllByRole('heading', { level: 3 });
      expect(questions.map((q) => q.textContent)).toEqual(block.items.map((i) => i.question));
      for (const question of questions) {
        expect(question.closest('details')).not.toHaveAttribute('open');
      }
    }
  });

  it('opens and closes each answer when its question is clicked', async () => {
    const user = userEvent.setup();
    renderInRouter(<Faqs />, '/faqs');
    const [first, second] = FAQS;
    if (!first || !second) throw new Error('too few FAQs');
    const question = summaryOf(first.question);
    const answer = screen.getByText(first.answer);
    expect(answer).not.toBeVisible();

    await user.click(question);
    expect(question.closest('details')).toHaveAttribute('open');
    expect(answer).toBeVisible();
    expect(screen.getByText(second.answer)).not.toBeVisible();

    await user.click(question);
    expect(question.closest('details')).not.toHaveAttribute('open');
    expect(answer).not.toBeVisible();
  });

  it('keeps answers in the page for readers without JavaScript', () => {
    renderInRouter(<Faqs />, '/faqs');
    for (const item of [...FAQS, ...SHARED_FAQS]) {
      expect(screen.getByText(item.answer)).toBeInTheDocument();
    }
  });
});
