import { useState } from 'react';

// TEMPORARY until @kirana/ui/avatar lands.
export function PersonAvatar({ name, src, size }: { name: string; src: string; size: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        role="img"
        aria-label={name}
        style={{
          display: 'inline-grid',
          placeItems: 'center',
          width: size,
          height: size,
          borderRadius: '50%',
          background: 'var(--color-primary-subtle)',
          color: 'var(--color-primary-text)',
          fontWeight: 700,
        }}
      >
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ borderRadius: '50%' }}
      onError={() => setFailed(true)}
    />
  );
}
