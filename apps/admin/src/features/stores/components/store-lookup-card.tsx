// The dashboard's Branch ID lookup (the seed's login-as-branch call).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { TextField } from '@kirana/ui/text-field';
import type { Branch } from '@kirana/api-client/types';
import { BRANCH_VERIFY_FAILED, UNEXPECTED_ERROR_TRY_LATER } from '../lookup-messages';
import { Panel } from '../../../components/panel';
import { paths } from '../../../config/paths';
import { isApiError, refusalWords } from '../../../lib/errors';
import { useLoginAsBranch } from '../api/login-as-branch';
import styles from './store-lookup-card.module.css';
import { focusFirstInvalid, lazyRules } from '../../../lib/forms';

const storeIcon = (
  <svg viewBox="0 0 20 20" fill="currentColor" focusable="false">
    <path d="M3 3h14l1 5a2.5 2.5 0 0 1-4 2 2.5 2.5 0 0 1-4 0 2.5 2.5 0 0 1-4 0 2.5 2.5 0 0 1-4-2l1-5Zm1 9.5c.9.3 1.8.2 2.5-.2a4 4 0 0 0 3.5.6 4 4 0 0 0 3.5-.6c.7.4 1.6.5 2.5.2V17H4v-4.5Z" />
  </svg>
);

/** The message for a failed lookup: the server's, else the fallback; an exception is unexpected. */
export function lookupErrorMessage(error: unknown): string {
  return isApiError(error) ? refusalWords(error, BRANCH_VERIFY_FAILED) : UNEXPECTED_ERROR_TRY_LATER;
}

const lookupRules = lazyRules(() => import('@kirana/domain/store-lookup'));

/** Branch ID lookup: verifies the id and opens the branch. */
export function StoreLookupCard({ onFound }: { onFound: (branch: Branch) => void }) {
  const lookup = useLoginAsBranch();
  const [branchId, setBranchId] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = (await lookupRules())?.validateBranchLookup({ branchId }) ?? {
      ok: true,
      value: { branchId },
    };
    if (!result.ok) {
      setFieldError((result.errors.branchId ?? result.message).text);
      focusFirstInvalid(form);
      return;
    }
    setFieldError(undefined);
    lookup.mutate(result.value.branchId, { onSuccess: onFound });
  }

  return (
    <Panel
      title="Branch Management"
      icon={storeIcon}
      description="Open a branch by its ID to review, approve or manage its inventory."
    >
      <form
        className={styles.form}
        onFocus={() => void lookupRules()}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <TextField
          label="Branch ID"
          name="branchId"
          autoComplete="off"
          spellCheck={false}
          value={branchId}
          error={fieldError}
          onChange={(event) => setBranchId(event.target.value)}
        />
        {lookup.isError && <Alert variant="error">{lookupErrorMessage(lookup.error)}</Alert>}
        <div className={styles.actions}>
          <Button type="submit" busy={lookup.isPending} busyLabel="Verifying...">
            Open Branch
          </Button>
          <Link to={paths.branches} className={styles.link}>
            View all branches
          </Link>
        </div>
      </form>
    </Panel>
  );
}
