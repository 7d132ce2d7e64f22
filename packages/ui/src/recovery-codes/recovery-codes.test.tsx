import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecoveryCodes } from './recovery-codes';

describe('RecoveryCodes', () => {
  it('lists the codes and copies them all', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<RecoveryCodes codes={['abcde-23456', 'fghij-34567']} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'abcde-23456',
      'fghij-34567',
    ]);
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenCalledWith('abcde-23456\nfghij-34567');
    expect(await screen.findByRole('status')).toHaveTextContent('Codes copied.');
  });
});
