'use client';

import { useTranslations } from 'next-intl';
import { ORDER_LIFETIMES, type OrderLifetimeKey } from '@/lib/market/orderForm';

/** How long an order lives, from the choices the order book takes. */
export function LifetimeSelect({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: OrderLifetimeKey;
  onChange: (next: OrderLifetimeKey) => void;
  disabled?: boolean;
}) {
  const t = useTranslations('nft.market.expiry');
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as OrderLifetimeKey)}
        className="min-h-11 rounded-xl border border-line bg-surface px-3 text-base"
      >
        {ORDER_LIFETIMES.map(({ key }) => (
          <option key={key} value={key}>
            {t(key)}
          </option>
        ))}
      </select>
    </label>
  );
}
