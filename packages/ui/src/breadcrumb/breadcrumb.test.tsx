import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './breadcrumb';

describe('Breadcrumb', () => {
  it('links earlier crumbs and marks the last as the current page', () => {
    render(
      <Breadcrumb
        items={[{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog' }, { label: 'Post' }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByText('Post')).toHaveAttribute('aria-current', 'page');
  });

  it('renders links with the given component', () => {
    render(
      <Breadcrumb
        items={[{ label: 'Home', href: '/' }, { label: 'FAQ' }]}
        linkComponent={({ href, children }) => (
          <a href={`#${href}`} data-testid="custom">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByTestId('custom')).toHaveAttribute('href', '#/');
  });
});
