import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthenticatorSetup } from './authenticator-setup';
import { maxWidth } from '../internal/stories';

// A small stand-in QR code (the API sends the real one, made by the qrcode package).
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" shape-rendering="crispEdges"><path fill="#fff" d="M0 0h8v8H0z"/><path stroke="#000" d="M1 1.5h3M1 3.5h1M3 3.5h1M1 5.5h6M5 1.5h2"/></svg>';

const meta = {
  title: 'Sign-in/AuthenticatorSetup',
  component: AuthenticatorSetup,
  args: {
    qrCodeSvg: svg,
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    account: 'owner@kirana.in',
  },
  decorators: [maxWidth(560)],
} satisfies Meta<typeof AuthenticatorSetup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
  },
};
