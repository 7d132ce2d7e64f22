// A form's failure said above its buttons (the contact form, the partner application, the
// registration's steps): the problem in the page's language, then that nothing typed is lost.
import { Alert } from '@kirana/ui/alert';
import type { Words } from '../i18n/rules';
import { say, type Problem } from '../i18n/rules/words';

export interface FormFailureProps {
  title: string;
  problem: Problem;
  rules: Words;
  /** What is kept ("Nothing you typed is lost."). */
  kept: string;
  /** A refused field's label, said first. */
  label?: string;
}

export function FormFailure({ title, problem, rules, kept, label }: FormFailureProps) {
  return (
    <Alert variant="error" title={title}>
      {label ? `${label}: ` : ''}
      {say(rules, problem)} {kept}
    </Alert>
  );
}
