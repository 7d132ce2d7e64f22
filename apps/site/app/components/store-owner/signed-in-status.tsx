// /store-status once the owner is signed in (loaded then by ./store-status.tsx): who is signed
// in, the way out, and the store's state (./status-view.tsx).
import { storeOwner as ENGLISH } from '../../i18n/messages/en-store-owner';
import type { Locale } from '../../i18n/locales';
import type { Words } from '../../i18n/rules';
import type { OwnerView } from './calls/view';
import { OwnerBar } from './owner-bar';
import type { StoreOwnerText } from './props';
import { StatusView } from './status-view';

interface SignedInStatusProps {
  view: OwnerView;
  locale: Locale;
  /** The signed-in words (English when not given: the island's page passes its language's). */
  text?: StoreOwnerText;
  rules: Words;
  signingOut: boolean;
  onSignOut: () => void;
  onView: (view: OwnerView) => void;
  onSignedOut: () => void;
}

export default function SignedInStatus({
  view,
  locale,
  text = ENGLISH,
  rules,
  signingOut,
  onSignOut,
  onView,
  onSignedOut,
}: SignedInStatusProps) {
  return (
    <>
      <OwnerBar phone={view.owner.phone} text={text} busy={signingOut} onSignOut={onSignOut} />
      <StatusView
        view={view}
        locale={locale}
        text={text}
        rules={rules}
        onView={onView}
        onSignedOut={onSignedOut}
      />
    </>
  );
}
