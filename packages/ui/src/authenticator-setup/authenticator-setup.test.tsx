import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthenticatorSetup, groupSecret } from './authenticator-setup';

describe('AuthenticatorSetup', () => {
  it('shows the secret in groups of four and names the account', () => {
    render(<AuthenticatorSetup qrCodeSvg="<svg/>" secret="ABCDEFGHIJ" account="a@kirana.in" />);
    expect(screen.getByText('ABCD EFGH IJ')).toBeInTheDocument();
    expect(screen.getByText('a@kirana.in')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeInTheDocument();
  });

  it('groups a secret without a trailing space', () => {
    expect(groupSecret('ABCDEFGH')).toBe('ABCD EFGH');
  });
});
