import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleDateTime } from '../internal/sample-date-time';
import { NotificationList } from './notification-list';
import { showsText, statusSays } from '../internal/stories';

const meta = {
  title: 'Display/NotificationList',
  component: NotificationList,
  args: {
    formatDateTime: sampleDateTime,
    onRetry: fn(),
    notifications: [
      {
        id: '2',
        text: 'Kirana: Ravi Kumar, your delivery partner application was not approved. Reason: Unclear document. You may apply again at kirana.example/deliver-with-us.',
        recipient: '+91 98480 22338',
        state: 'failed',
        attempts: 6,
        lastError: 'The messaging bridge answered 502',
        sentAt: null,
        createdAt: '2026-11-21T09:30:00.000Z',
      },
      {
        id: '1',
        text: 'Kirana: Sri Lakshmi Kirana is approved. Your store now appears in the app and can take orders.',
        recipient: '+91 90000 11111',
        state: 'sent',
        channel: 'webhook',
        attempts: 1,
        lastError: null,
        sentAt: '2026-11-20T15:06:00.000Z',
        createdAt: '2026-11-20T15:05:00.000Z',
      },
    ],
  },
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FailedAndSent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Last error: The messaging bridge answered 502')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send again to +91 98480 22338' }));
    await expect(args.onRetry).toHaveBeenCalledWith('2');
  },
};

export const Requeued: Story = {
  args: {
    outcome: { id: '2', message: 'The notification will be sent again.', tone: 'success' },
  },
  play: statusSays('The notification will be sent again.'),
};

export const Empty: Story = {
  args: { notifications: [], empty: 'No messages sent yet.' },
  play: showsText('No messages sent yet.'),
};

export const LoggedNotSent: Story = {
  args: {
    notifications: [
      {
        id: '3',
        text: 'Kirana: Sri Lakshmi Kirana is approved. Your store now appears in the app and can take orders.',
        recipient: '+91 90000 11111',
        state: 'sent',
        channel: 'log',
        attempts: 1,
        lastError: null,
        sentAt: '2026-11-20T15:06:00.000Z',
        createdAt: '2026-11-20T15:05:00.000Z',
      },
    ],
  },
  play: showsText('Logged (no message sent)'),
};
