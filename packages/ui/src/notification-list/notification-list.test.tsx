import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  NotificationList,
  type NotificationItem,
  type NotificationListProps,
} from './notification-list';
import { sampleDateTime } from '../internal/sample-date-time';

const sent: NotificationItem = {
  id: 'n1',
  text: 'Kirana: Sri Lakshmi Kirana is approved.',
  recipient: '+91 98480 22338',
  state: 'sent',
  attempts: 1,
  lastError: null,
  sentAt: '2026-11-21T09:31:00.000Z',
  createdAt: '2026-11-21T09:30:00.000Z',
};

const failed: NotificationItem = {
  ...sent,
  id: 'n2',
  text: 'Kirana: Ravi, your delivery partner application was not approved.',
  recipient: '+91 90000 11111',
  state: 'failed',
  attempts: 6,
  lastError: 'The bridge answered 502',
  sentAt: null,
};

/** The list as every test draws it: with the sample dates. */
const list = (props: Omit<NotificationListProps, 'formatDateTime'>) => (
  <NotificationList formatDateTime={sampleDateTime} {...props} />
);

describe('NotificationList', () => {
  it('shows each message with its recipient, state, tries, last error and sent time', () => {
    render(list({ notifications: [sent, failed], onRetry: () => undefined }));
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('To +91 98480 22338');
    expect(first).toHaveTextContent('Sent');
    expect(first).toHaveTextContent('1 try');
    expect(
      within(first as HTMLElement)
        .getAllByText(/2026/)
        .map((time) => time.getAttribute('datetime')),
    ).toEqual(['2026-11-21T09:30:00.000Z', '2026-11-21T09:31:00.000Z']);
    expect(within(first as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Failed');
    expect(second).toHaveTextContent('6 tries');
    expect(second).toHaveTextContent('Last error: The bridge answered 502');
  });

  it('offers "Send again" on a failed message only and says how it went', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(list({ notifications: [sent, failed], onRetry }));
    await userEvent.click(screen.getByRole('button', { name: 'Send again to +91 90000 11111' }));
    expect(onRetry).toHaveBeenCalledWith('n2');
    rerender(
      list({
        notifications: [sent, { ...failed, state: 'pending', attempts: 0 }],
        onRetry,
        outcome: { id: 'n2', message: 'The notification will be sent again.', tone: 'success' },
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('The notification will be sent again.');
    expect(screen.queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Waiting to send');
  });

  it('says when nothing was sent', () => {
    render(list({ notifications: [], empty: 'No messages yet.' }));
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
  });

  it('says where a sent message went: a log line reached nobody, the webhook the bridge', () => {
    render(
      list({
        notifications: [
          { ...sent, id: 'log', channel: 'log' },
          { ...sent, id: 'hook', channel: 'webhook' },
        ],
      }),
    );
    const [logged, bridged] = screen.getAllByRole('listitem');
    expect(logged).toHaveTextContent('Logged (no message sent)');
    expect(logged).toHaveTextContent(/· Logged /);
    expect(logged).not.toHaveTextContent(/\bSent\b/);
    expect(bridged).toHaveTextContent('Sent by webhook');
  });

  it('says what the provider reported: read on WhatsApp, sent by SMS instead and why, not delivered with a retry', async () => {
    const onRetry = vi.fn();
    const delivery = {
      queuedAt: '2026-11-21T09:31:00.000Z',
      sentAt: '2026-11-21T09:31:02.000Z',
      deliveredAt: '2026-11-21T09:31:05.000Z',
      readAt: null,
      failedAt: null,
    };
    render(
      list({
        onRetry,
        notifications: [
          {
            ...sent,
            id: 'read',
            channel: 'whatsapp',
            delivery: { ...delivery, state: 'read', readAt: '2026-11-21T09:40:00.000Z' },
          },
          {
            ...sent,
            id: 'sms',
            channel: 'sms',
            delivery: { ...delivery, state: 'delivered' },
            failure: 'Not a WhatsApp number (or it cannot receive this message): sent by SMS',
          },
          {
            ...sent,
            id: 'lost',
            recipient: '+91 90000 22222',
            channel: 'sms',
            delivery: {
              ...delivery,
              state: 'failed',
              deliveredAt: null,
              failedAt: '2026-11-21T09:35:00.000Z',
            },
            failure: 'Not delivered by SMS: MSG91 16: Rejected by the operator',
          },
        ],
      }),
    );
    const [read, bySms, lost] = screen.getAllByRole('listitem') as HTMLElement[];
    expect(read).toHaveTextContent('Read on WhatsApp');
    expect(
      within(read as HTMLElement)
        .getAllByText(/2026/)
        .map((time) => time.getAttribute('datetime')),
    ).toEqual([
      '2026-11-21T09:30:00.000Z',
      '2026-11-21T09:31:00.000Z',
      '2026-11-21T09:31:05.000Z',
      '2026-11-21T09:40:00.000Z',
    ]);
    expect(within(read as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(bySms).toHaveTextContent('Delivered by SMS');
    expect(bySms).toHaveTextContent(
      'Not a WhatsApp number (or it cannot receive this message): sent by SMS',
    );
    expect(within(bySms as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(lost).toHaveTextContent('Not delivered by SMS');
    expect(lost).toHaveTextContent('MSG91 16: Rejected by the operator');
    await userEvent.click(screen.getByRole('button', { name: 'Send again to +91 90000 22222' }));
    expect(onRetry).toHaveBeenCalledWith('lost');
  });
});
