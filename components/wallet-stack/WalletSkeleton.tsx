import { Skeleton } from '@/components/ui/Skeleton';

/** The Wallet tab's shape while the wallet stack loads or reconnects. */
export function WalletSkeleton() {
  return (
    <div className="flex flex-col gap-4 p-4" aria-busy="true">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
