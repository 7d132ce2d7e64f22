// Filling a catalogue string and choosing its plural: all an island needs of ./format.ts, in a
// module of its own so the islands of the home page do not bundle the date and number helpers.
import { INTL_LOCALE, type Locale } from './locales';

/** Fills {name} placeholders of a catalogue string. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Plural category of a count in the language (for "1 store" / "2 stores"). */
export function pluralOf(locale: Locale, count: number): Intl.LDMLPluralRule {
  return new Intl.PluralRules(INTL_LOCALE[locale]).select(count);
}
