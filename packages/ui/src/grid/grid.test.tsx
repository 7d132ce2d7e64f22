import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid, type GridColumns } from './grid';

/** The column counts a grid sets at base, sm, md and lg. */
function resolveColumns(columns: GridColumns): number[] {
  const { container, unmount } = render(<Grid columns={columns} />);
  const grid = container.firstElementChild as HTMLElement;
  const counts = ['base', 'sm', 'md', 'lg'].map((breakpoint) =>
    Number(grid.style.getPropertyValue(`--grid-columns-${breakpoint}`)),
  );
  unmount();
  return counts;
}

describe('Grid', () => {
  it('fills missing breakpoints from the one below', () => {
    expect(resolveColumns([2, 3, 4, 5])).toEqual([2, 3, 4, 5]);
    expect(resolveColumns([1, 2])).toEqual([1, 2, 2, 2]);
    expect(resolveColumns(3)).toEqual([3, 3, 3, 3]);
  });

  it('sets the column counts as custom properties and renders as a list', () => {
    render(
      <Grid as="ul" columns={[1, 2, 3, 4]} aria-label="Products">
        <li>Rice</li>
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Products' });
    expect(list.style.getPropertyValue('--grid-columns-base')).toBe('1');
    expect(list.style.getPropertyValue('--grid-columns-lg')).toBe('4');
  });
});
