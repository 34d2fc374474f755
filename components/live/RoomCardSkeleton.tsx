import { Skeleton } from '@/components/ui/Skeleton';

/**
 * A room card's shape while it loads, row for row (title, host, tags) so the card that replaces it moves nothing;
 * apart from RoomCard, so a page can hold a room's place without its script.
 */
export function RoomCardSkeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`flex flex-col overflow-hidden rounded-2xl border border-line bg-surface ${className}`}>
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-5 w-3/4" />
        <div className="flex items-center gap-2">
          <Skeleton className="size-7 shrink-0 rounded-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
        <Skeleton className="h-5 w-1/3" />
      </div>
    </div>
  );
}
