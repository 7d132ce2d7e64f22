// Setting up an authenticator app: the QR code to scan and, for a phone that cannot scan its own
// screen, the secret as text in groups of four to type by hand. The QR code is the API's SVG,
// shown as an image from an object URL (the admin's CSP allows blob: images, not inline markup).
import { useEffect, useState } from 'react';
import { cx } from '../internal/cx';
import styles from './authenticator-setup.module.css';

export interface AuthenticatorSetupProps {
  /** The otpauth:// URI's QR code, an SVG document. */
  qrCodeSvg: string;
  /** The secret in base32. */
  secret: string;
  /** The account name the app will show (the admin's e-mail). */
  account: string;
  qrLabel?: string;
  secretLabel?: string;
  accountLabel?: string;
  className?: string;
}

/** The secret in groups of four ("ABCD EFGH ..."), easier to type. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function useObjectUrl(svg: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return undefined;
    const made = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    // The URL is a resource outside React, made and revoked with this effect (the admin's CSP
    // allows blob: images, not data: ones); its state follows it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [svg]);
  return url;
}

/** The QR code and the secret of a new authenticator app. */
export function AuthenticatorSetup({
  qrCodeSvg,
  secret,
  account,
  qrLabel = 'QR code to scan with your authenticator app',
  secretLabel = 'Or type this key into the app',
  accountLabel = 'Account',
  className,
}: AuthenticatorSetupProps) {
  const url = useObjectUrl(qrCodeSvg);
  return (
    <div className={cx(styles.setup, className)}>
      <div className={styles.qr}>
        {url ? (
          <img src={url} alt={qrLabel} width={200} height={200} />
        ) : (
          <span role="img" aria-label={qrLabel} />
        )}
      </div>
      <dl className={styles.details}>
        <dt>{secretLabel}</dt>
        <dd>
          <code className={styles.secret}>{groupSecret(secret)}</code>
        </dd>
        <dt>{accountLabel}</dt>
        <dd>{account}</dd>
      </dl>
    </div>
  );
}
