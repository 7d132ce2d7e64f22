// Tabs of the admin's screens (Default and Custom), keyboard handled by Radix.
import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cx } from '../internal/cx';
import styles from './tabs.module.css';

/**
 * Tabs (Radix): arrow keys move between tabs and show their panel; Home/End jump to the
 * ends. Use `value`/`onValueChange` to control it or `defaultValue` to leave it alone.
 *
 * <Tabs defaultValue="default">
 *   <TabsList aria-label="Category type">
 *     <TabsTrigger value="default">Default Categories</TabsTrigger>
 *     <TabsTrigger value="custom">Custom Categories</TabsTrigger>
 *   </TabsList>
 *   <TabsContent value="default">...</TabsContent>
 *   <TabsContent value="custom">...</TabsContent>
 * </Tabs>
 */
export function Tabs({ className, ...rest }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root {...rest} className={cx(styles.root, className)} />;
}

/** The row of tabs; give it an `aria-label` that names the group. */
export function TabsList({ className, ...rest }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List {...rest} className={cx(styles.list, className)} />;
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger {...rest} className={cx(styles.trigger, className)} />;
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content {...rest} className={cx(styles.content, className)} />;
}
