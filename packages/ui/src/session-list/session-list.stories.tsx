import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleDateTime } from '../internal/sample-date-time';
import { SessionList } from './session-list';

const meta = {
  title: 'Display/SessionList',
  component: SessionList,
  args: {
    formatDateTime: sampleDateTime,
    onEnd: fn(),
    onEndOthers: fn(),
    sessions: [
      {
        id: 'b',
        device: 'Safari on macOS',
        address: '203.0.113.24',
        signedInAt: '2026-11-20T04:10:00.000Z',
        lastSeenAt: '2026-11-21T08:45:00.000Z',
        current: false,
      },
      {
        id: 'a',
        device: 'Chrome on Android',
        address: '2001:db8:85a3::8a2e:370:7334',
        signedInAt: '2026-11-21T09:30:00.000Z',
        lastSeenAt: '2026-11-21T09:31:00.000Z',
        current: true,
      },
    ],
  },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisDeviceFirst: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Chrome on Android');
    await expect(items[0]).toHaveTextContent('This device');
    await userEvent.click(canvas.getByRole('button', { name: /Sign out Safari on macOS/ }));
    await expect(args.onEnd).toHaveBeenCalledWith('b');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out all other sessions' }));
    await expect(args.onEndOthers).toHaveBeenCalled();
  },
};

export const OnlyThisOne: Story = {
  args: {
    sessions: [
      {
        id: 'a',
        device: 'Firefox on Windows',
        address: null,
        signedInAt: '2026-11-21T09:30:00.000Z',
        lastSeenAt: '2026-11-21T09:30:00.000Z',
        current: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Unknown')).toBeVisible();
  },
};

export const Ending: Story = {
  args: { busy: 'b', error: 'The session could not be signed out. Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /Sign out all other sessions/ }),
    ).toBeDisabled();
  },
};
