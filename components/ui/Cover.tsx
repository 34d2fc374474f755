/**
 * An image in a box of fixed proportions, so the layout never moves when it loads. Decorative: the
 * title beside it says what it shows. Below-the-fold images load lazily; a screen's main image (`priority`)
 * loads at once, ahead of the others.
 */
export function Cover({ src, className = '', priority = false }: { src: string; className?: string; priority?: boolean }) {
  return (
    <div className={`overflow-hidden bg-muted ${className}`}>
      {src && (
        // A plain img: the static export serves content images as they are, and the box fixes the size.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={src}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover"
        />
      )}
    </div>
  );
}
