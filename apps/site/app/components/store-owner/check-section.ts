// A step checked in the browser before it is saved, by the same rules the API applies
// (@kirana/domain/store-owner-rules, loaded on first use): each refused field's message, by the
// form's field. The pin must be placed, which the rules (a partial body) cannot tell.
import { messageOfRule } from '@kirana/domain/catalogue';
import { LOCATION_REQUIRED } from '@kirana/domain/store-owners';
import type { OwnerRegistrationSection } from '@kirana/api-client/types';
import type { Problem } from '../../i18n/rules/words';
import { ownerRules } from '../../lib/owner-rules';
import { formFieldOf, type FormField, type SectionStep } from './registration-form';

export type FieldErrors = Partial<Record<FormField, Problem>>;

export async function checkSection(
  step: SectionStep,
  section: OwnerRegistrationSection,
): Promise<FieldErrors> {
  const { registrationPatchSchema } = await ownerRules.load();
  const errors: FieldErrors = {};
  const result = registrationPatchSchema.safeParse(section);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = formFieldOf(typeof issue.path[0] === 'string' ? issue.path[0] : null);
      // The rules name their messages by rule (see @kirana/domain/validation).
      if (field) errors[field] ??= messageOfRule(issue.message) ?? { rule: issue.message };
    }
  }
  if (step === 'shop' && section.latitude === undefined) errors.pin ??= LOCATION_REQUIRED;
  return errors;
}
