// The site's words for the rules of packages/domain's message catalogue: every error the API
// or a form's rules can give has a rule key; each language says it in its own words here (te,
// hi), and English takes the domain's words except where a rule's English is a phrase meant to
// follow a field's name ("is required."), which en.ts says as a sentence.
import type { components } from '@kirana/api-client/schema';

/** A rule of the catalogue: the contract lists every one (ErrorRule). */
export type Rule = components['schemas']['ErrorRule'];

/** A language's words for every rule, with `{param}` where a value goes. */
export type RuleWords = Readonly<Record<Rule, string>>;
