'use client';

import { useState } from 'react';

const SIZES = { sm: 'size-7 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-2xl', xl: 'size-24 text-3xl' } as const;

/**
 * A person's picture, or their initial when they have none or it fails to load. Decorative by default:
 * the name is always written beside it.
 */
export function Avatar({
  src,
  name,
  size = 'md',
  alt = '',
}: {
  src: string | null | undefined;
  name: string;
  size?: keyof typeof SIZES;
  alt?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = `${SIZES[size]} shrink-0 rounded-full object-cover`;
  if (src && failedSrc !== src) {
    return (
      // A plain img: the static export serves user pictures as they are, and the box has a fixed size.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailedSrc(src)} className={`${classes} bg-muted`} />
    );
  }
  return (
    <span
      aria-hidden={alt ? undefined : true}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      className={`${classes} flex items-center justify-center bg-brand/10 font-bold text-brand`}
    >
      {(name.trim() || '?').slice(0, 1).toUpperCase()}
    </span>
  );
}
