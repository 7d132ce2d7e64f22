// The site's words for the rules of packages/domain's message catalogue: every error the API or
// a form's rules can give has a rule key and params; each language words it here (te.ts, hi.ts),
// English with the domain's own words except where the domain's English is a phrase meant to
// follow a field's name ("is required."), which en.ts says as a sentence. Pages pick the words
// an island can need (`wordsFor`) and pass them as props; the island words an error with `say`.
import type { components } from '@kirana/api-client/schema';

/** A rule of the catalogue: the contract lists every one (ErrorRule). */
export type Rule = components['schemas']['ErrorRule'];

/**
 * The resources whose rules an island can meet (the pages pass an island those of its own
 * resources with `wordsFor`): te and hi word exactly these rules, so a missing translation fails
 * the build and one no island can receive cannot be written.
 */
export const ISLAND_RESOURCES = [
  'common',
  'request',
  'contact',
  'finder',
  'deliveryPartners',
  'documents',
  'registration',
  'rights',
  'storeHours',
  'storeOwners',
  'stores',
] as const;
export type IslandResource = (typeof ISLAND_RESOURCES)[number];

/** A rule an island can meet. */
export type IslandRule = Extract<Rule, `${IslandResource}.${string}`>;

/** A language's words for every rule an island can meet, with `{param}` where a value goes. */
export type RuleWords = Readonly<Record<IslandRule, string>>;

/** The words an island holds: those of the rules it can meet. */
export type Words = Readonly<Partial<Record<IslandRule, string>>>;
