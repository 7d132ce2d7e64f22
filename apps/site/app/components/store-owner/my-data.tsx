// "My data" on /store-status (issue 40 §5): the owner asks for everything kept about them and
// their store; it is prepared at once and can be downloaded (a ZIP, with the owner's token) until
// it expires a day later. Expired (said by the API, or by a 410 on downloading), it says so and
// offers to prepare it again.
import { useEffect, useEffectEvent, useState } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { formatUntil } from '../../i18n/date-time';
import { fill } from '../../i18n/fill';
import { say, type Problem } from '../../i18n/rules/words';
import { downloadDataExport, prepareDataExport, readDataExport } from './calls/data-export';
import type { DataExport } from './calls/data-export';
import { refusalOf } from './refusal';
import type { YourDataPartProps } from './your-data-props';
import frame from './store-owner.module.css';
import styles from './your-data.module.css';

/** "1.2 MB", "240 KB": the ZIP's size beside its link. */
export function sizeWords(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Hands the ZIP to the browser as a file download. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type Busy = 'reading' | 'preparing' | 'downloading' | null;

export function MyData({ locale, text, rules, onSignedOut }: YourDataPartProps) {
  const words = text.yourData;
  const [prepared, setPrepared] = useState<DataExport>(null);
  const [busy, setBusy] = useState<Busy>('reading');
  const [failure, setFailure] = useState<Problem | null>(null);

  function failed(error: unknown) {
    const refusal = refusalOf(error);
    if (refusal.signedOut) return onSignedOut();
    // A download that expired between reading and using it: said as expired, not as an error.
    if (refusal.problem.rule === 'rights.exportExpired' && prepared) {
      setPrepared({ ...prepared, status: 'expired' });
      return;
    }
    setFailure(refusal.problem);
  }

  const read = useEffectEvent(() => {
    readDataExport()
      .then(setPrepared, failed)
      .finally(() => setBusy(null));
  });
  useEffect(() => read(), []);

  async function prepare() {
    setBusy('preparing');
    setFailure(null);
    try {
      setPrepared(await prepareDataExport());
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  async function download() {
    if (!prepared) return;
    setBusy('downloading');
    setFailure(null);
    try {
      const day = new Date(Date.parse(prepared.requestedAt) + 330 * 60_000)
        .toISOString()
        .slice(0, 10);
      saveFile(await downloadDataExport(), `kirana-my-data-${day}.zip`);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  const ready = prepared?.status === 'ready';
  return (
    <section aria-labelledby="my-data" className={styles.part}>
      <h3 id="my-data">{words.myDataTitle}</h3>
      <p className={frame.muted}>{words.myDataIntro}</p>
      <div role="status" className={styles.state}>
        {busy === 'preparing' && <p>{words.preparing}</p>}
        {busy !== 'preparing' && ready && (
          <p>{fill(words.ready, { time: formatUntil(locale, prepared.expiresAt) })}</p>
        )}
        {busy !== 'preparing' && prepared?.status === 'expired' && (
          <p>{fill(words.expired, { time: formatUntil(locale, prepared.expiresAt) })}</p>
        )}
      </div>
      {failure && <Alert variant="error">{say(rules, failure)}</Alert>}
      {busy !== 'reading' && (
        <div className={frame.actions}>
          {ready && (
            <Button
              className={styles.wrap}
              busy={busy === 'downloading'}
              busyLabel={words.downloading}
              disabled={busy === 'preparing'}
              onClick={() => void download()}
            >
              {fill(words.download, { size: sizeWords(prepared.sizeBytes) })}
            </Button>
          )}
          {!ready && (
            <Button
              className={styles.wrap}
              busy={busy === 'preparing'}
              busyLabel={words.preparing}
              onClick={() => void prepare()}
            >
              {prepared ? words.prepareAgain : words.prepare}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
