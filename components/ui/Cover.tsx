/**
 * An image in a box of fixed proportions, so the layout never moves when it loads. Decorative: the
 * title beside it says what it shows. Below-the-fold images load lazily.
 */
export function Cover({ src, className = '', eager = false }: { src: string; className?: string; eager?: boolean }) {
  return (
    <div className={`overflow-hidden bg-muted ${className}`}>
      {src && (
        // A plain img: the static export serves content images as they are, and the box fixes the size.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={src} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" className="size-full object-cover" />
      )}
    </div>
  );
}
