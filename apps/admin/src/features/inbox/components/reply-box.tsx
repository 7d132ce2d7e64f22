// The reply box of a conversation: a reply to the person (on the conversation's channel) or an
// internal note, with the characters counted against what the channel takes. Past WhatsApp's
// 24 hours it says why free text cannot go and offers the template or SMS. Typing "/" and a
// shortcut lists the canned replies (the conversation's language first); Enter inserts one.
import { useId, useState, type KeyboardEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { TextArea } from '@kirana/ui/text-area';
import {
  CONVERSATION_RESOLVED,
  NOTE_ADDED,
  REPLY_MAX_LENGTH,
  REPLY_SENT,
} from '@kirana/domain/inbox';
import { refusalWords } from '../../../lib/errors';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { useAddConversationMessage } from '../api/add-conversation-message';
import type { CannedReply, Conversation, ReplyOptions } from '../api/keys';
import {
  ALTERNATIVE_LABELS,
  LANGUAGE_NAMES,
  NOTE_LABEL,
  NO_CANNED_MATCH,
  REPLY_LABEL,
  characterCount,
} from '../messages';
import styles from './inbox.module.css';

type Mode = 'reply' | 'note';

/** The "/shortcut" being typed just before the caret, or null. */
function typedShortcut(text: string, caret: number): { start: number; typed: string } | null {
  const match = /(?:^|\s)\/([a-z0-9-]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  const typed = match[1] ?? '';
  return { start: caret - typed.length - 1, typed };
}

/** Canned replies whose shortcut starts with what was typed, the conversation's language first. */
export function matchingCannedReplies(
  replies: readonly CannedReply[],
  typed: string,
  language: CannedReply['language'],
): CannedReply[] {
  return replies
    .filter((reply) => reply.shortcut.startsWith(typed))
    .sort(
      (a, b) =>
        Number(b.language === language) - Number(a.language === language) ||
        a.shortcut.localeCompare(b.shortcut),
    )
    .slice(0, 8);
}

export function ReplyBox({
  conversation,
  replyOptions,
  cannedReplies,
}: {
  conversation: Conversation;
  replyOptions: ReplyOptions;
  cannedReplies: readonly CannedReply[];
}) {
  const [mode, setMode] = useState<Mode>('reply');
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const send = useAddConversationMessage();
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  const resolved = conversation.status === 'resolved';
  const replying = mode === 'reply';
  const freeText = replyOptions.freeText;
  const max = !replying
    ? REPLY_MAX_LENGTH.email
    : freeText
      ? replyOptions.maxLength
      : REPLY_MAX_LENGTH.template;
  const tooLong = text.length > max;
  const blank = text.trim().length === 0;

  const shortcut = typedShortcut(text, caret);
  const matches =
    shortcut && dismissed !== shortcut.start
      ? matchingCannedReplies(cannedReplies, shortcut.typed, conversation.language)
      : [];
  const listOpen = shortcut !== null && dismissed !== shortcut.start;
  const current = Math.min(active, Math.max(0, matches.length - 1));

  const insert = (reply: CannedReply) => {
    if (!shortcut) return;
    const before = text.slice(0, shortcut.start);
    const after = text.slice(caret);
    setText(`${before}${reply.body}${after}`);
    setCaret(before.length + reply.body.length);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!listOpen || matches.length === 0) {
      if (listOpen && event.key === 'Escape' && shortcut) setDismissed(shortcut.start);
      return;
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((current + 1) % matches.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current - 1 + matches.length) % matches.length);
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      const chosen = matches[current];
      if (chosen) insert(chosen);
    } else if (event.key === 'Escape' && shortcut) {
      event.preventDefault();
      setDismissed(shortcut.start);
    }
  };

  const submit = (as?: 'template' | 'sms') => {
    if (blank || tooLong) return;
    send.mutate(
      {
        conversationId: conversation._id,
        message: { kind: mode, body: text, ...(as ? { as } : {}) },
      },
      {
        onSuccess: () => {
          setText('');
          setCaret(0);
        },
      },
    );
  };

  const sent = send.isSuccess && send.variables?.message.kind;
  const switchTo = (next: Mode) => {
    setMode(next);
    send.reset();
  };

  return (
    <form
      className={styles.replyBox}
      aria-label="Answer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={styles.modes} role="group" aria-label="Kind of message">
        <Button
          type="button"
          size="sm"
          variant={replying ? 'primary' : 'ghost'}
          aria-pressed={replying}
          onClick={() => switchTo('reply')}
        >
          {REPLY_LABEL}
        </Button>
        <Button
          type="button"
          size="sm"
          variant={replying ? 'ghost' : 'primary'}
          aria-pressed={!replying}
          onClick={() => switchTo('note')}
        >
          {NOTE_LABEL}
        </Button>
      </div>
      {replying && resolved && <Alert variant="info">{CONVERSATION_RESOLVED.text}</Alert>}
      {replying && !resolved && !freeText && replyOptions.reason && (
        <Alert variant="info">{replyOptions.reason}</Alert>
      )}
      <div className={styles.composer}>
        <TextArea
          label={replying ? 'Your reply' : 'Your note'}
          hint={
            <span className={tooLong ? styles.over : undefined}>
              {characterCount(text.length, max)}
              {replying ? ' · type / for a canned reply' : ' · only the team sees a note'}
            </span>
          }
          rows={5}
          value={text}
          disabled={replying && resolved}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart);
            setActive(0);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          aria-controls={listOpen ? listId : undefined}
          aria-activedescendant={listOpen && matches.length > 0 ? optionId(current) : undefined}
          {...(tooLong ? { error: `At most ${max.toLocaleString('en-IN')} characters.` } : {})}
        />
        {listOpen && (
          <div className={styles.canned}>
            {matches.length === 0 ? (
              <p className={styles.meta} role="status">
                {NO_CANNED_MATCH}
              </p>
            ) : (
              <ul
                id={listId}
                role="listbox"
                aria-label="Canned replies"
                className={styles.cannedList}
              >
                {matches.map((reply, index) => (
                  <li
                    key={reply._id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === current}
                    className={index === current ? styles.cannedActive : undefined}
                    onMouseDown={(event) => {
                      event.preventDefault();
                      insert(reply);
                    }}
                  >
                    <span className={styles.shortcut}>/{reply.shortcut}</span> {reply.title}{' '}
                    <span className={styles.meta}>({LANGUAGE_NAMES[reply.language]})</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {send.isError && <Alert variant="error">{refusalWords(send.error, UNKNOWN_ERROR)}</Alert>}
      {sent && <Alert variant="success">{sent === 'note' ? NOTE_ADDED : REPLY_SENT}</Alert>}
      <div className={styles.actions}>
        {!replying ? (
          <Button
            type="submit"
            busy={send.isPending}
            busyLabel="Adding..."
            disabled={blank || tooLong}
          >
            Add note
          </Button>
        ) : freeText ? (
          <Button
            type="submit"
            busy={send.isPending}
            busyLabel="Sending..."
            disabled={resolved || blank || tooLong}
          >
            Send reply
          </Button>
        ) : (
          replyOptions.alternatives.map((way) => (
            <Button
              key={way}
              type="button"
              variant={way === 'template' ? 'primary' : 'secondary'}
              busy={send.isPending && send.variables?.message.as === way}
              busyLabel="Sending..."
              disabled={resolved || blank || text.length > REPLY_MAX_LENGTH[way] || send.isPending}
              onClick={() => submit(way)}
            >
              {ALTERNATIVE_LABELS[way]}
            </Button>
          ))
        )}
      </div>
    </form>
  );
}
