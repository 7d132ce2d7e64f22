// A dashboard card of weekly figures (the onboarding funnel, the inbox clock): the loading line or
// the refusal until they come, then one sentence that sums them up above their bar charts.
import type { ReactNode } from 'react';
import { LoadState, type LoadStateProps } from '../../../components/load-state';
import { Panel } from '../../../components/panel';
import styles from './figures-panel.module.css';

export function FiguresPanel<T>({
  title,
  description,
  query,
  loading,
  failed,
  summary,
  children,
}: Omit<LoadStateProps, 'query'> & {
  title: string;
  description: string;
  query: LoadStateProps['query'] & { data: T | undefined };
  /** The sentence above the charts. */
  summary: (data: T) => string;
  /** The charts. */
  children: (data: T) => ReactNode;
}) {
  return (
    <Panel title={title} description={description}>
      <LoadState query={query} loading={loading} failed={failed} />
      {query.data && (
        <div className={styles.body}>
          <p className={styles.promise}>{summary(query.data)}</p>
          {children(query.data)}
        </div>
      )}
    </Panel>
  );
}
