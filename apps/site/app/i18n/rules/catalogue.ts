// Every language's words for every rule, for the prerendered pages: they pick the words an
// island can meet (`wordsFor`) and pass them as props, so no island bundles a catalogue.
// English is the domain's own words (each message module registers its messages as it loads,
// hence the imports) with en.ts's sentences for the phrases that follow a field's name.
import '@kirana/domain/stores';
import '@kirana/domain/documents';
import '@kirana/domain/contact';
import '@kirana/domain/delivery-partners';
import '@kirana/domain/store-owners';
import '@kirana/domain/store-hours';
import '@kirana/domain/rights';
import { registeredMessages } from '@kirana/domain/catalogue';
import type { Locale } from '../locales';
import { en } from './en';
import { hi } from './hi';
import type { IslandResource, IslandRule, Words } from './index';
import { te } from './te';

function englishWords(): Words {
  const domain = Object.fromEntries(registeredMessages().map((m) => [m.rule, m.template]));
  return { ...domain, ...en };
}

const WORDS: Readonly<Record<Locale, () => Words>> = {
  en: englishWords,
  te: () => te,
  hi: () => hi,
};

/**
 * The words of every rule of these resources (`contact`, `deliveryPartners`...) in the language,
 * with the `common` and `request` ones every form can meet.
 */
export function wordsFor(locale: Locale, resources: readonly IslandResource[]): Words {
  const wanted = new Set<string>(['common', 'request', ...resources]);
  return Object.fromEntries(
    Object.entries(WORDS[locale]()).filter(([rule]) => wanted.has(rule.split('.')[0] ?? '')),
  ) as Partial<Record<IslandRule, string>>;
}
