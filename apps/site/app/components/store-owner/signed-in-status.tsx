// /store-status once the owner is signed in (loaded then by ./store-status.tsx): who is signed
// in, the way out, the store's state (./status-view.tsx), and "Your data" (issue 40 §5), whose
// part loads when the owner opens it (./your-data.tsx), so the status carries none of it.
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { storeOwner as ENGLISH } from '../../i18n/messages/en-store-owner';
import type { Locale } from '../../i18n/locales';
import type { Words } from '../../i18n/rules';
import { say } from '../../i18n/rules/words';
import { onUse } from '../../lib/load-on-use';
import type { OwnerView } from './calls/view';
import { OwnerBar } from './owner-bar';
import type { StoreOwnerText } from './props';
import { useOwnerCall } from './owner-call';
import { StatusView } from './status-view';
import frame from './store-owner.module.css';
import dataStyles from './your-data.module.css';

/** "Your data" loads on opening (a failed download is said, and pressing again retries). */
const dataPart = onUse(() => import('./your-data'));
type YourDataPart = Awaited<ReturnType<typeof dataPart.load>>['default'];

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

/** "Your data": what it is, and the button that opens it (its part loads then). */
function YourDataSection({
  view,
  locale,
  text,
  rules,
  onView,
  onSignedOut,
}: Omit<SignedInStatusProps, 'signingOut' | 'onSignOut' | 'text'> & { text: StoreOwnerText }) {
  const words = text.yourData;
  const [Part, setPart] = useState<{ Component: YourDataPart } | null>(null);
  const { busy: loading, failure, run } = useOwnerCall();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (Part) titleRef.current?.focus();
  }, [Part]);

  async function open() {
    await run(async () => setPart({ Component: (await dataPart.load()).default }));
  }

  return (
    <section aria-labelledby="your-data" className={frame.panel}>
      <h2 id="your-data" ref={titleRef} tabIndex={-1} className={frame.panelTitle}>
        {words.title}
      </h2>
      <p>{words.intro}</p>
      {Part ? (
        <Part.Component
          view={view}
          locale={locale}
          text={text}
          rules={rules}
          onView={onView}
          onSignedOut={onSignedOut}
        />
      ) : (
        <>
          {failure && <Alert variant="error">{say(rules, failure)}</Alert>}
          <div className={frame.actions}>
            <Button
              className={dataStyles.wrap}
              variant="secondary"
              busy={loading}
              busyLabel={words.loading}
              onClick={() => void open()}
            >
              {words.open}
            </Button>
          </div>
        </>
      )}
    </section>
  );
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
  const shown = { view, locale, text, rules, onView, onSignedOut };
  return (
    <>
      <OwnerBar phone={view.owner.phone} text={text} busy={signingOut} onSignOut={onSignOut} />
      <StatusView {...shown} />
      <YourDataSection {...shown} />
    </>
  );
}
