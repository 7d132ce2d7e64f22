import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError } from './field-error';

describe('FieldError', () => {
  it('shows the message with the given id', () => {
    render(<FieldError id="e1">Name and image are required.</FieldError>);
    expect(screen.getByText('Name and image are required.').closest('p')).toHaveAttribute(
      'id',
      'e1',
    );
  });

  it('renders nothing without a message', () => {
    const { container } = render(<FieldError id="e1">{''}</FieldError>);
    expect(container).toBeEmptyDOMElement();
  });
});
