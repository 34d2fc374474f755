/** A grey placeholder of the size of what is loading, so nothing moves when it arrives. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-skeleton rounded-lg bg-muted motion-reduce:animate-none ${className}`} />;
}
