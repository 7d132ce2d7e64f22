// A private document as a reviewer looks at it, image or PDF. The viewer never fetches: the app
// fetches the bytes with the admin's own credentials and hands an image over as an object URL
// (`src`), or saves a PDF when asked (`onDownload`), so no address of a document leaves the app.
import { useState } from 'react';
import { Button, buttonClassName } from '../button/button';
import { cx } from '../internal/cx';
import { LineIcon } from '../internal/line-icon';
import styles from './document-viewer.module.css';

export interface DocumentViewerProps {
  /** What the document is, e.g. "FSSAI certificate": the image's alternative text. */
  label: string;
  contentType: string;
  /** An image's bytes as an object URL the app made from what it fetched; null while loading. */
  src?: string | null;
  /** The bytes could not be fetched (or were no image the browser could show). */
  failed?: boolean;
  /** Fetches the bytes again after a failure. */
  onRetry?: () => void;
  /** A PDF: fetches it and saves it as a file. */
  onDownload?: () => void;
  /** The PDF is being fetched. */
  downloading?: boolean;
  /** Show the label under the image (off where a heading above already names it). */
  showLabel?: boolean;
  className?: string;
}

const LOAD_FAILED = 'This document could not be loaded.';

/**
 * One document: an image fitted to its frame that zooms to full size on demand (the frame then
 * scrolls, by keyboard too) or opens in a new tab, or a PDF as a card that downloads it.
 */
export function DocumentViewer({
  label,
  contentType,
  src = null,
  failed = false,
  onRetry,
  onDownload,
  downloading = false,
  showLabel = true,
  className,
}: DocumentViewerProps) {
  const [zoomed, setZoomed] = useState(false);
  // The bytes arrived but the browser could not draw them; a new `src` is tried again.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const retry = onRetry && (
    <Button size="sm" variant="secondary" onClick={onRetry}>
      Try again
    </Button>
  );

  if (contentType === 'application/pdf') {
    return (
      <div className={cx(styles.pdf, className)}>
        <LineIcon className={styles.pdfIcon} d="M6 2h8l4 4v16H6V2Zm8 0v4h4M9 13h6M9 17h6M9 9h2" />
        <span className={styles.pdfLabel}>{label} (PDF)</span>
        <Button
          size="sm"
          variant="secondary"
          disabled={!onDownload}
          busy={downloading}
          busyLabel="Downloading..."
          onClick={onDownload}
          aria-label={`Download PDF: ${label}`}
        >
          Download PDF
        </Button>
        {failed && (
          <p className={styles.pdfFailed} role="alert">
            {LOAD_FAILED} Try again.
          </p>
        )}
      </div>
    );
  }

  const broken = failed || (src !== null && src === brokenSrc);
  return (
    <figure className={cx(styles.figure, className)}>
      <div
        className={cx(styles.frame, zoomed && src && !broken && styles.zoomed)}
        // A zoomed frame scrolls: it takes focus so the keyboard can scroll it.
        {...(zoomed && src && !broken
          ? { tabIndex: 0, role: 'region', 'aria-label': `${label}, full size` }
          : {})}
      >
        {broken ? (
          <div className={styles.failed} role="alert">
            <p>{LOAD_FAILED}</p>
            {retry}
          </div>
        ) : src ? (
          <img src={src} alt={label} className={styles.image} onError={() => setBrokenSrc(src)} />
        ) : (
          <p className={styles.loading} role="status">
            Loading {label}...
          </p>
        )}
      </div>
      <figcaption className={styles.caption}>
        {showLabel && <span>{label}</span>}
        {src && !broken && (
          <span className={styles.tools}>
            <button
              type="button"
              className={buttonClassName({ variant: 'ghost', size: 'sm' })}
              aria-pressed={zoomed}
              aria-label={`${zoomed ? 'Fit to frame' : 'Zoom in'}: ${label}`}
              onClick={() => setZoomed((value) => !value)}
            >
              {zoomed ? 'Fit to frame' : 'Zoom in'}
            </button>
            <a
              href={src}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({ variant: 'ghost', size: 'sm' })}
              aria-label={`Open: ${label}, in a new tab`}
            >
              Open
            </a>
          </span>
        )}
      </figcaption>
    </figure>
  );
}
