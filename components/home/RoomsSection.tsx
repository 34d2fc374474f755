'use client';

import { RoomCard } from '@/components/live/RoomCard';
import { ErrorState } from '@/components/ui/ErrorState';
import { useRecommendedRooms } from '@/lib/api/recommendedRooms';
import { RoomsFrame, RoomsRow, RoomsSkeleton } from './RoomsFrame';

/** The first recommended rooms as a row; the Live tab lists them all. */
export function RoomsSection() {
  const rooms = useRecommendedRooms();
  const firstPage = rooms.data?.list ?? [];
  if (rooms.isPending) return <RoomsSkeleton />;
  if (rooms.isSuccess && firstPage.length === 0) return null;
  return (
    <RoomsFrame>
      {rooms.isError ? (
        <ErrorState compact error={rooms.error} onRetry={() => void rooms.refetch()} retrying={rooms.isRefetching} />
      ) : (
        <RoomsRow>
          {firstPage.map((room) => (
            <li key={room.id} className="w-60 shrink-0 snap-start">
              <RoomCard room={room} className="h-full" />
            </li>
          ))}
        </RoomsRow>
      )}
    </RoomsFrame>
  );
}
