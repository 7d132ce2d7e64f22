// Every language's catalogue, for the prerendered pages (islands import only their part of the
// English one and get the rest as props).
import type { Locale } from '../locales';
import { en, type Messages } from './en';
import { hi } from './hi';
import { te } from './te';

export type { Messages };

export const CATALOGUES: Readonly<Record<Locale, Messages>> = { en, te, hi };

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}
