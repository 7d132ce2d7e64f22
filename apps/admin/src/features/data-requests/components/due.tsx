// How a request stands against its due date: "due in 2 days", or an "overdue by 1 day" badge
// (the domain's date words); answered requests are not due.
import { Badge } from '@kirana/ui/badge';
import { dueWords } from '@kirana/domain/date-words';
import type { DataRequest } from '../api/get-request';
import styles from './requests.module.css';

export function Due({ request, now = new Date() }: { request: DataRequest; now?: Date }) {
  if (request.status !== 'open') return null;
  const words = dueWords(request.dueAt, now);
  return request.overdue || new Date(request.dueAt).getTime() < now.getTime() ? (
    <Badge tone="danger">{words}</Badge>
  ) : (
    <span className={styles.due}>{words}</span>
  );
}
