// One tab of an inventory screen (imported or custom categories, or products): what it lists and
// its one action above the list.
import type { ReactNode } from 'react';
import { TabsContent } from '@kirana/ui/tabs';
import styles from './inventory-screen.module.css';

interface KindTabProps {
  value: 'default' | 'custom';
  /** What the tab lists, in a sentence. */
  lead: string;
  /** The tab's button (import or create), if it has one now. */
  action: ReactNode;
  children: ReactNode;
}

export function KindTab({ value, lead, action, children }: KindTabProps) {
  return (
    <TabsContent value={value}>
      <div className={styles.toolbar}>
        <p className={styles.lead}>{lead}</p>
        {action}
      </div>
      {children}
    </TabsContent>
  );
}
