// What each part of "Your data" (issue 40 §5) takes: the page's language, the owner's words in
// it, the words of the rules they can meet, and the way back to the sign-in on a 401.
import type { Locale } from '../../i18n/locales';
import type { Words } from '../../i18n/rules';
import type { StoreOwnerText } from './props';

export interface YourDataPartProps {
  locale: Locale;
  text: StoreOwnerText;
  rules: Words;
  onSignedOut: () => void;
}
