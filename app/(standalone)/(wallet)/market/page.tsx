import { Market } from '@/components/market/Market';

/** Its texts and the wallet stack come from the wallet routes' layout. */
export default function MarketPage() {
  return <Market />;
}
