import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OneTimeCodeInput } from './one-time-code-input';

function Controlled() {
  const [value, setValue] = useState('');
  return <OneTimeCodeInput label="Code" value={value} onValueChange={setValue} />;
}

describe('OneTimeCodeInput', () => {
  it('opens a numeric keyboard, offers autofill and drops the spaces typed', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '123 456');
    expect(input).toHaveValue('123456');
  });
});
