// A private document as a reviewer looks at it, image or PDF.
import { useState } from 'react';
import { buttonClassName } from '../button/button';
import { cx } from '../internal/cx';
import styles from './document-viewer.module.css';

export interface DocumentViewerProps {
  /** What the document is, e.g. "FSSAI certificate": the image's alternative text. */
  label: string;
  /** A (signed, short-lived) link to the document. */
  url: string;
  contentType: string;
  /** Called when the image cannot be loaded (e.g. its link expired): the caller refreshes it. */
  onLoadError?: () => void;
  /** Show the label under the image (off where a heading above already names it). */
  showLabel?: boolean;
  className?: string;
}

/**
 * One document: an image fitted to its frame that zooms to full size on demand (the frame then
 * scrolls, by keyboard too), or a PDF as a card that opens it in a new tab.
 */
export function DocumentViewer({
  label,
  url,
  contentType,
  onLoadError,
  showLabel = true,
  className,
}: DocumentViewerProps) {
  const [zoomed, setZoomed] = useState(false);
  const [failed, setFailed] = useState(false);

  if (contentType === 'application/pdf') {
    return (
      <div className={cx(styles.pdf, className)}>
        <svg className={styles.pdfIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
            d="M6 2h8l4 4v16H6V2Zm8 0v4h4M9 13h6M9 17h6M9 9h2"
          />
        </svg>
        <span className={styles.pdfLabel}>{label} (PDF)</span>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          aria-label={`Open PDF: ${label}, in a new tab`}
        >
          Open PDF
        </a>
      </div>
    );
  }

  return (
    <figure className={cx(styles.figure, className)}>
      <div
        className={cx(styles.frame, zoomed && styles.zoomed)}
        // A zoomed frame scrolls: it takes focus so the keyboard can scroll it.
        {...(zoomed ? { tabIndex: 0, role: 'region', 'aria-label': `${label}, full size` } : {})}
      >
        {failed ? (
          <p className={styles.failed}>This document could not be loaded. Reload the page.</p>
        ) : (
          <img
            src={url}
            alt={label}
            className={styles.image}
            onError={() => {
              setFailed(true);
              onLoadError?.();
            }}
          />
        )}
      </div>
      <figcaption className={styles.caption}>
        {showLabel && <span>{label}</span>}
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
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            aria-label={`Open: ${label}, in a new tab`}
          >
            Open
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
