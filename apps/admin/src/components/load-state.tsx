// What a part of a screen shows while its query has no answer: the loading line, or the refusal
// in the API's words (the screen's fallback when the refusal has none). Nothing once it has data.
import { Alert } from '@kirana/ui/alert';
import { LoadingState } from '@kirana/ui/loading-state';
import { refusalWords } from '../lib/errors';

export interface LoadStateProps {
  query: { isPending: boolean; isError: boolean; error: unknown };
  loading: string;
  /** What to say when the API's refusal has no words of its own. */
  failed: string;
}

/** The loading line while `query` is pending, the refusal once it failed, else nothing. */
export function LoadState({ query, loading, failed }: LoadStateProps) {
  if (query.isPending) return <LoadingState>{loading}</LoadingState>;
  if (query.isError) return <Alert variant="error">{refusalWords(query.error, failed)}</Alert>;
  return null;
}
