// The Owner's canned replies: listed by language, added, changed and removed; the reply box
// inserts them by typing "/" and the shortcut. The API's refusals are shown by their field.
import { useState, type FormEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { ConfirmDialog } from '@kirana/ui/confirm-dialog';
import { EmptyState } from '@kirana/ui/empty-state';
import { Select } from '@kirana/ui/select';
import { TextArea } from '@kirana/ui/text-area';
import { TextField } from '@kirana/ui/text-field';
import {
  CANNED_REPLY_DELETED,
  CANNED_REPLY_SAVED,
  CANNED_SHORTCUT_INVALID,
  CANNED_SHORTCUT_PATTERN,
} from '@kirana/domain/inbox';
import { OWNER_LANGUAGES, type OwnerLanguage } from '@kirana/domain/owner-sign-in';
import { LoadState } from '../../../components/load-state';
import { BackLink, PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { paths } from '../../../config/paths';
import { fieldErrorOf, refusalAt, refusalWords } from '../../../lib/errors';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { useDeleteCannedReply } from '../api/delete-canned-reply';
import type { CannedReply } from '../api/keys';
import { useCannedReplies } from '../api/list-canned-replies';
import { useSaveCannedReply, type CannedReplyInput } from '../api/save-canned-reply';
import { LANGUAGE_NAMES } from '../messages';
import styles from './inbox.module.css';

const FIELDS = ['shortcut', 'language', 'title', 'body'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY: CannedReplyInput = { shortcut: '', language: 'en', title: '', body: '' };

/** What is wrong with the form before it is sent, by field. */
function check(values: CannedReplyInput): Partial<Record<Field, string>> {
  return {
    ...(CANNED_SHORTCUT_PATTERN.test(values.shortcut)
      ? {}
      : { shortcut: CANNED_SHORTCUT_INVALID.text }),
    ...(values.title.trim() ? {} : { title: 'Give it a title.' }),
    ...(values.body.trim() ? {} : { body: 'Write the reply.' }),
  };
}

function CannedReplyForm({
  editing,
  onDone,
}: {
  /** The one being changed; null adds a new one. */
  editing: CannedReply | null;
  onDone: (saved: boolean) => void;
}) {
  const [values, setValues] = useState<CannedReplyInput>(
    editing
      ? {
          shortcut: editing.shortcut,
          language: editing.language,
          title: editing.title,
          body: editing.body,
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveCannedReply();
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { cannedReplyId: editing?._id ?? null, reply: values },
      {
        onSuccess: () => {
          setValues(EMPTY);
          onDone(true);
        },
      },
    );
  };

  const serverField = save.isError ? fieldErrorOf(save.error, FIELDS) : {};
  const shown = { ...errors, ...serverField };
  const whole =
    save.isError && Object.keys(serverField).length === 0
      ? refusalAt(save.error)
        ? refusalWords(save.error, UNKNOWN_ERROR)
        : UNKNOWN_ERROR
      : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Canned reply">
      <TextField
        label="Shortcut"
        hint='Typed after "/" in the reply box: 2 to 30 lower-case letters, digits or hyphens.'
        value={values.shortcut}
        onChange={(event) => set('shortcut')(event.target.value)}
        error={shown.shortcut}
        required
      />
      <Select
        label="Language"
        options={OWNER_LANGUAGES.map((language) => ({
          value: language,
          label: LANGUAGE_NAMES[language],
        }))}
        value={values.language}
        onChange={(event) => set('language')(event.target.value as OwnerLanguage)}
        error={shown.language}
      />
      <TextField
        label="Title"
        maxLength={80}
        value={values.title}
        onChange={(event) => set('title')(event.target.value)}
        error={shown.title}
        required
      />
      <TextArea
        label="Reply"
        maxLength={2000}
        value={values.body}
        onChange={(event) => set('body')(event.target.value)}
        error={shown.body}
        required
      />
      {whole && <Alert variant="error">{whole}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" busy={save.isPending} busyLabel="Saving...">
          {editing ? 'Save changes' : 'Add canned reply'}
        </Button>
        {editing && (
          <Button type="button" variant="ghost" onClick={() => onDone(false)}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

export function CannedRepliesScreen() {
  const replies = useCannedReplies();
  const remove = useDeleteCannedReply();
  const [editing, setEditing] = useState<CannedReply | null>(null);
  const [removing, setRemoving] = useState<CannedReply | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const back = <BackLink to={paths.inbox}>← Inbox</BackLink>;
  const list = replies.data ?? [];

  return (
    <>
      <PageHeader
        title="Canned replies"
        subtitle='Answers the team inserts by typing "/" and the shortcut, in English, Telugu and Hindi.'
        back={back}
      />
      {done && <Alert variant="success">{done}</Alert>}
      <Panel title={editing ? `Change /${editing.shortcut}` : 'Add a canned reply'}>
        <CannedReplyForm
          key={editing?._id ?? 'new'}
          editing={editing}
          onDone={(saved) => {
            setEditing(null);
            setDone(saved ? CANNED_REPLY_SAVED : null);
          }}
        />
      </Panel>
      <LoadState
        query={replies}
        loading="Loading canned replies..."
        failed="Could not load the canned replies."
      />
      {replies.data &&
        OWNER_LANGUAGES.map((language) => {
          const inLanguage = list.filter((reply) => reply.language === language);
          return (
            <Panel key={language} title={LANGUAGE_NAMES[language]}>
              {inLanguage.length === 0 ? (
                <EmptyState>No canned replies in {LANGUAGE_NAMES[language]} yet.</EmptyState>
              ) : (
                <ul className={styles.replies}>
                  {inLanguage.map((reply) => (
                    <li key={reply._id} className={styles.reply}>
                      <p className={styles.top}>
                        <span className={styles.shortcut}>/{reply.shortcut}</span>
                        <span className={styles.sender}>{reply.title}</span>
                      </p>
                      <p className={styles.text}>{reply.body}</p>
                      <div className={styles.actions}>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Edit /${reply.shortcut} (${LANGUAGE_NAMES[language]})`}
                          onClick={() => {
                            setDone(null);
                            setEditing(reply);
                          }}
                        >
                          Edit
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Delete /${reply.shortcut} (${LANGUAGE_NAMES[language]})`}
                          onClick={() => {
                            remove.reset();
                            setRemoving(reply);
                          }}
                        >
                          Delete
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          );
        })}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Delete /${removing?.shortcut ?? ''}?`}
        message="The team will no longer be able to insert it. Replies already sent keep their words."
        confirmLabel="Delete"
        busy={remove.isPending}
        busyLabel="Deleting..."
        error={remove.isError ? refusalWords(remove.error, UNKNOWN_ERROR) : undefined}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing._id, {
            onSuccess: () => {
              setRemoving(null);
              setDone(CANNED_REPLY_DELETED);
            },
          });
        }}
      />
    </>
  );
}
