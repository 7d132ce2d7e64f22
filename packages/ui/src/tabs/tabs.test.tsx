import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('shows the panel of the clicked tab and reports the change', async () => {
    const onValueChange = vi.fn();
    render(
      <Tabs defaultValue="default" onValueChange={onValueChange}>
        <TabsList aria-label="Product type">
          <TabsTrigger value="default">Default Products</TabsTrigger>
          <TabsTrigger value="custom">Custom Products</TabsTrigger>
        </TabsList>
        <TabsContent value="default">Imported</TabsContent>
        <TabsContent value="custom">Own</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Product type' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Imported');
    await userEvent.click(screen.getByRole('tab', { name: 'Custom Products' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Own');
    expect(onValueChange).toHaveBeenCalledWith('custom');
  });
});
