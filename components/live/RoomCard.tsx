'use client';

import { Users } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/Avatar';
import { Cover } from '@/components/ui/Cover';
import type { Room } from '@/lib/api/community';

/** A live room: cover, title, host, audience and tags. */
export function RoomCard({ room, className = '' }: { room: Room; className?: string }) {
  const t = useTranslations('live');
  return (
    <article className={`flex flex-col overflow-hidden rounded-2xl border border-line bg-surface ${className}`}>
      <div className="relative">
        <Cover src={room.cover} className="aspect-video w-full" />
        <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs font-medium text-white">
          <Users aria-hidden="true" className="size-3.5" />
          {t('online', { count: room.onlineCount })}
        </span>
      </div>
      <div className="flex flex-col gap-2 p-3">
        <h3 className="line-clamp-1 text-sm font-semibold text-ink">{room.title}</h3>
        <p className="flex min-w-0 items-center gap-2 text-xs text-ink-soft">
          <Avatar src={room.host.avatar} name={room.host.nickname} size="sm" />
          <span className="truncate">{t('hostedBy', { name: room.host.nickname })}</span>
        </p>
        {room.tags.length > 0 ? (
          <ul aria-label={t('tags')} className="flex flex-wrap gap-1">
            {room.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs text-ink-soft">
                {tag}
              </li>
            ))}
          </ul>
        ) : (
          // The tag row's place, kept: the cards of a row stay one height, and the skeleton's row (RoomCardSkeleton) has one to match.
          <div aria-hidden="true" className="h-5" />
        )}
      </div>
    </article>
  );
}
