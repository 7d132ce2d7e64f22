import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HistoryTimeline } from './history-timeline';
import { sampleDateTime } from '../internal/sample-date-time';

describe('HistoryTimeline', () => {
  it('lists what happened, by whom and when, with a machine-readable time', () => {
    render(
      <HistoryTimeline
        formatDateTime={sampleDateTime}
        entries={[
          { id: '1', at: '2026-11-21T09:30:00.000Z', summary: 'Approved', who: null, note: 'ok' },
        ]}
      />,
    );
    const [item] = screen.getAllByRole('listitem');
    expect(item).toHaveTextContent('Approved');
    expect(item).toHaveTextContent('A removed admin');
    expect(
      within(item as HTMLElement)
        .getByText(/2026/)
        .closest('time'),
    ).toHaveAttribute('dateTime', '2026-11-21T09:30:00.000Z');
  });

  it('says when there is nothing yet', () => {
    render(
      <HistoryTimeline formatDateTime={sampleDateTime} entries={[]} empty="No decisions yet." />,
    );
    expect(screen.getByText('No decisions yet.')).toBeInTheDocument();
  });
});
