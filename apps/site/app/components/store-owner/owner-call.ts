// A call the owner starts from a button (send again, withdraw consent, open a part): busy while
// it runs, and what went wrong kept to be said; an ended session goes back to the sign-in.
import { useState } from 'react';
import type { Problem } from '../../i18n/rules/words';
import { refusalOf } from './refusal';

export function useOwnerCall(onSignedOut?: () => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Problem | null>(null);

  /** Runs the call; answers whether it went through (its failure is kept in `failure`). */
  async function run(call: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      return true;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.signedOut && onSignedOut) onSignedOut();
      else setFailure(refusal.problem);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, setFailure, run };
}
