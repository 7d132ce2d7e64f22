// The site's words for the rules of packages/domain's message catalogue: every error the API or
// a form's rules can give has a rule key and params; each language words it here (te.ts, hi.ts),
// English with the domain's own words except where the domain's English is a phrase meant to
// follow a field's name ("is required."), which en.ts says as a sentence. Pages pick the words
// an island can need (`wordsFor`) and pass them as props; the island words an error with `say`.
import type { components } from '@kirana/api-client/schema';

/** A rule of the catalogue: the contract lists every one (ErrorRule). */
export type Rule = components['schemas']['ErrorRule'];

/** A language's words for every rule, with `{param}` where a value goes. */
export type RuleWords = Readonly<Record<Rule, string>>;

/** The words an island holds: those of the rules it can meet. */
export type Words = Readonly<Partial<Record<Rule, string>>>;
