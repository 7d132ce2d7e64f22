import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleDateTime } from '../internal/sample-date-time';
import { SessionList, type SessionItem, type SessionListProps } from './session-list';

const sessions: SessionItem[] = [
  {
    id: 'other',
    device: 'Safari on iPhone',
    address: '203.0.113.9',
    signedInAt: '2026-11-20T04:10:00.000Z',
    lastSeenAt: '2026-11-21T08:45:00.000Z',
    current: false,
  },
  {
    id: 'this',
    device: 'Chrome on Android',
    address: '198.51.100.7',
    signedInAt: '2026-11-21T09:30:00.000Z',
    lastSeenAt: '2026-11-21T09:31:00.000Z',
    current: true,
  },
];

/** The two sessions with the sample dates, ending nothing unless a test listens. */
const list = (props: Partial<SessionListProps> = {}) => (
  <SessionList
    sessions={sessions}
    formatDateTime={sampleDateTime}
    onEnd={() => {}}
    onEndOthers={() => {}}
    {...props}
  />
);

describe('SessionList', () => {
  it('shows this session first, marked, and each one’s device, address and times', () => {
    render(list());
    const [first, second] = screen.getAllByRole('listitem') as HTMLElement[];
    expect(first).toHaveTextContent('Chrome on Android');
    expect(first).toHaveTextContent('This device');
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull();
    expect(second).toHaveTextContent('Safari on iPhone');
    expect(second).toHaveTextContent('203.0.113.9');
    expect(second).toHaveTextContent('Last seen2026-11-21 08:45');
    expect(within(second as HTMLElement).getByText('2026-11-20 04:10')).toHaveAttribute(
      'dateTime',
      '2026-11-20T04:10:00.000Z',
    );
  });

  it('ends one other session, or all of them', async () => {
    const onEnd = vi.fn();
    const onEndOthers = vi.fn();
    render(list({ onEnd, onEndOthers }));
    await userEvent.click(screen.getByRole('button', { name: /Sign out\s*Safari on iPhone/ }));
    expect(onEnd).toHaveBeenCalledWith('other');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(onEndOthers).toHaveBeenCalledOnce();
  });

  it('offers nothing to end when this is the only session', () => {
    render(list({ sessions: sessions.filter((s) => s.current) }));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
