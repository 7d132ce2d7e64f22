import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb, type BreadcrumbLinkProps } from './breadcrumb';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [{ label: 'Home', href: '/' }, { label: 'About Us' }],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByText('About Us')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: 'About Us' })).toBeNull();
  },
};

export const Deep: Story = {
  args: {
    items: [
      { label: 'Dashboard', href: '/admin/dashboard' },
      { label: 'Branch', href: '/admin/manage-branch' },
      { label: 'Inventory', href: '/admin/manage-branch/b1/inventory' },
      { label: 'Products' },
    ],
  },
};

/** Stand-in for a router Link: renders the `to`-style prop it receives. */
function RouterLink({ href, className, children }: BreadcrumbLinkProps) {
  return (
    <a href={href} className={className} data-router-link="">
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  args: { linkComponent: RouterLink },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Home' });
    await expect(link).toHaveAttribute('data-router-link');
  },
};
