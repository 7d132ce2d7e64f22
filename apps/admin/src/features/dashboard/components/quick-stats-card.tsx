// The dashboard's three numbers from the three stats calls; a failed one reads 0.
import { Alert } from '@kirana/ui/alert';
import { PRICE_LOCALE } from '@kirana/domain/common';
import { STATS_LOAD_FAILED } from '../messages';
import { Panel } from '../../../components/panel';
import { useStats } from '../api/get-stats';
import styles from './quick-stats-card.module.css';

const chartIcon = (
  <svg viewBox="0 0 20 20" fill="currentColor" focusable="false">
    <path d="M3 17V9h3v8H3Zm5.5 0V3h3v14h-3ZM14 17v-6h3v6h-3Z" />
  </svg>
);

/** The three headline numbers: delivered orders, active customers, active branches. */
export function QuickStatsCard() {
  const stats = useStats();
  const items = [
    { label: 'Delivered orders', value: stats.deliveredOrders },
    { label: 'Active customers', value: stats.activeCustomers },
    { label: 'Active branches', value: stats.activeBranches },
  ];
  return (
    <Panel title="Quick Stats" icon={chartIcon}>
      <dl className={styles.grid} aria-busy={stats.isLoading || undefined}>
        {items.map((item) => (
          <div key={item.label} className={styles.stat}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.value}>
              {stats.isLoading ? '…' : item.value.toLocaleString(PRICE_LOCALE)}
            </dd>
          </div>
        ))}
      </dl>
      {stats.isError && (
        <Alert variant="error" className={styles.error}>
          {STATS_LOAD_FAILED}
        </Alert>
      )}
    </Panel>
  );
}
