import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterData } from './after-data';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}.</p>;
}

describe('afterData', () => {
  it('says it is loading, then draws the part with its props', async () => {
    let loaded!: (component: typeof Greeting) => void;
    const Part = afterData(() => new Promise<typeof Greeting>((resolve) => (loaded = resolve)));
    render(<Part name="Asha" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    loaded(Greeting);
    expect(await screen.findByText('Hello, Asha.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so in its place when its code cannot be downloaded', async () => {
    const Part = afterData<{ name: string }>(() => Promise.reject(new Error('offline')));
    render(
      <>
        <h2>Store onboarding</h2>
        <Part name="Asha" />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part could not be loaded. Reload the page to try again.',
    );
    expect(screen.getByRole('heading', { name: 'Store onboarding' })).toBeInTheDocument();
  });
});
