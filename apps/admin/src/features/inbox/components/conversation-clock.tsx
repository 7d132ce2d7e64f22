// How a conversation stands against its 2-day first answer: "due in 5 hours", an "overdue by
// 1 day" badge, or "answered" (the domain's due words, as the Requests queue says them).
import { Badge } from '@kirana/ui/badge';
import { dueWords } from '@kirana/domain/date-words';
import type { Conversation } from '../api/keys';
import { ANSWERED } from '../messages';
import styles from './inbox.module.css';

export function ConversationClock({
  conversation,
  now = new Date(),
}: {
  conversation: Pick<Conversation, 'dueAt' | 'firstResponseAt'>;
  now?: Date;
}) {
  const { dueAt } = conversation;
  if (!dueAt) return <span className={styles.answered}>{ANSWERED}</span>;
  const words = dueWords(dueAt, now);
  return new Date(dueAt).getTime() < now.getTime() ? (
    <Badge tone="danger">{words}</Badge>
  ) : (
    <span className={styles.due}>{words}</span>
  );
}
