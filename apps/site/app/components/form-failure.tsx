// What a form says when it was not sent or saved (the API refused it, or could not be reached),
// above its buttons: the problem worded by its rule in the page's language, after the refused
// field's label when it named one, and that nothing typed is lost. The delivery-partner
// application and a store owner's registration steps draw it the same way.
import { Alert } from '@kirana/ui/alert';
import type { Words } from '../i18n/rules';
import { say, type Problem } from '../i18n/rules/words';

export interface FormFailureProps {
  title: string;
  rules: Words;
  problem: Problem;
  /** That what was typed is kept, in the form's words. */
  kept: string;
  /** The label of the field the refusal named (it is shown by the field too). */
  label?: string | undefined;
}

export function FormFailure({ title, rules, problem, kept, label }: FormFailureProps) {
  return (
    <Alert variant="error" title={title}>
      {label ? `${label}: ` : ''}
      {say(rules, problem)} {kept}
    </Alert>
  );
}
