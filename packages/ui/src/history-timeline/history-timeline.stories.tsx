import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleDateTime } from '../internal/sample-date-time';
import { HistoryTimeline } from './history-timeline';
import { showsText } from '../internal/stories';

const meta = {
  title: 'Display/HistoryTimeline',
  component: HistoryTimeline,
  args: {
    formatDateTime: sampleDateTime,
    entries: [
      {
        id: '2',
        at: '2026-11-21T09:30:00.000Z',
        summary: 'Rejected: Unclear document',
        who: 'Meera Iyer',
        note: 'The FSSAI certificate photo is too dark to read.',
      },
      {
        id: '1',
        at: '2026-11-20T15:05:00.000Z',
        summary: 'Marked FSSAI certificate unclear',
        who: 'Meera Iyer',
      },
    ],
  },
} satisfies Meta<typeof HistoryTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewestFirst: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Rejected: Unclear document');
    await expect(items[0]).toHaveTextContent('“The FSSAI certificate photo is too dark to read.”');
  },
};

export const Empty: Story = {
  args: { entries: [], empty: 'No decisions yet.' },
  play: showsText('No decisions yet.'),
};
