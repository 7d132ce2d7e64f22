import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('uses role alert for errors', () => {
    render(<Alert variant="error">Could not load stats.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load stats.');
  });

  it('uses role status for info and success', () => {
    render(
      <>
        <Alert variant="success" title="Image uploaded successfully!" />
        <Alert>Heads up</Alert>
      </>,
    );
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Image uploaded successfully!',
      'Heads up',
    ]);
  });
});
