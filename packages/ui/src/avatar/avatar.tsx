// Pictures of people on the site (its team) that never show a broken image: the first letter
// stands in.
import { useEffect, useRef, useState } from 'react';
import { cx } from '../internal/cx';
import styles from './avatar.module.css';

export interface AvatarProps {
  /** The person's name: the image's alt text and the source of the fallback letter. */
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

/** The rendered size in CSS pixels of each size (avatar.module.css), for the image's width and height. */
const SIZE_PX = { sm: 32, md: 48, lg: 72, xl: 128 } as const;

/** The first letter of a name, upper-cased ("asha" -> "A"); "?" for an empty name. */
function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** A round picture of a person; shows the name's first letter when there is no image or it fails. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const showImage = Boolean(src) && failedSrc !== src;

  // An image in prerendered HTML may fail before React attaches onError: check on mount.
  useEffect(() => {
    const image = imageRef.current;
    if (image && src && image.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  return (
    <span className={cx(styles.avatar, styles[size], className)}>
      {showImage && src ? (
        <img
          ref={imageRef}
          className={styles.image}
          src={src}
          alt={name}
          width={SIZE_PX[size]}
          height={SIZE_PX[size]}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span role="img" aria-label={name}>
          {initialOf(name)}
        </span>
      )}
    </span>
  );
}
