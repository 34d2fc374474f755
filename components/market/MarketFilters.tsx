'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import type { MarketOrderQuery } from '@/lib/api/market';
import type { ListingCurrency } from '@/lib/market/orderForm';
import { SPECIES_KEYS } from '@/lib/nft/species';
import { useSpeciesName } from './MarketToken';

/** The filters as typed: empty means any. */
export interface FilterForm {
  kind: '' | 'creatures' | 'pendants';
  species: string;
  minLevel: string;
  currency: '' | ListingCurrency;
  minPrice: string;
  maxPrice: string;
}

export type MarketSort = NonNullable<MarketOrderQuery['sort']>;
const SORTS: readonly MarketSort[] = ['newest', 'price_asc', 'price_desc', 'expiry'];

const isPriceSort = (sort: MarketSort) => sort === 'price_asc' || sort === 'price_desc';

/**
 * The filters the market applies under `sort`: amounts of ETH and AFA do not compare, so a price sort reads one
 * currency, ETH unless the reader chose AFA. Back on another sort, "any currency" returns.
 */
export function filtersUnderSort(form: FilterForm, sort: MarketSort): FilterForm {
  return isPriceSort(sort) && form.currency === '' ? { ...form, currency: 'ETH' } : form;
}

const FIELD = 'min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-base';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-soft">
      {label}
      {children}
    </label>
  );
}

/** Species, level, item and currency, a price range within the currency, and the sort. `form` is under the sort (filtersUnderSort). */
export function MarketFilters({
  form,
  invalid,
  onChange,
  onClear,
  sort,
  onSort,
}: {
  form: FilterForm;
  /** A field on show holds what the filters cannot take. */
  invalid: boolean;
  onChange: (next: FilterForm) => void;
  onClear: () => void;
  sort: MarketSort;
  onSort: (next: MarketSort) => void;
}) {
  const t = useTranslations('nft.market');
  const speciesName = useSpeciesName();
  const set = <Key extends keyof FilterForm>(key: Key, value: FilterForm[Key]) => onChange({ ...form, [key]: value });
  return (
    <fieldset className="grid grid-cols-2 gap-2 rounded-2xl border border-line bg-surface p-3" data-testid="market-filters">
      <Field label={t('filters.kind')}>
        <select value={form.kind} onChange={(event) => set('kind', event.target.value as FilterForm['kind'])} className={FIELD}>
          <option value="">{t('filters.anyKind')}</option>
          <option value="creatures">{t('filters.creatures')}</option>
          <option value="pendants">{t('filters.pendants')}</option>
        </select>
      </Field>
      {form.kind !== 'pendants' ? (
        <>
          <Field label={t('filters.species')}>
            <select value={form.species} onChange={(event) => set('species', event.target.value)} className={FIELD}>
              <option value="">{t('filters.anySpecies')}</option>
              {SPECIES_KEYS.map((key, index) => (
                <option key={key} value={String(index)}>
                  {speciesName(index)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('filters.minLevel')}>
            <input inputMode="numeric" value={form.minLevel} onChange={(event) => set('minLevel', event.target.value)} className={FIELD} />
          </Field>
        </>
      ) : null}
      <Field label={t('filters.currency')}>
        <select value={form.currency} onChange={(event) => set('currency', event.target.value as FilterForm['currency'])} className={FIELD}>
          {isPriceSort(sort) ? null : <option value="">{t('filters.anyCurrency')}</option>}
          <option value="ETH">ETH</option>
          <option value="AFA">AFA</option>
        </select>
      </Field>
      {form.currency !== '' ? (
        <>
          <Field label={t('filters.minPrice')}>
            <input inputMode="decimal" value={form.minPrice} onChange={(event) => set('minPrice', event.target.value)} className={FIELD} />
          </Field>
          <Field label={t('filters.maxPrice')}>
            <input inputMode="decimal" value={form.maxPrice} onChange={(event) => set('maxPrice', event.target.value)} className={FIELD} />
          </Field>
        </>
      ) : null}
      <Field label={t('filters.sort')}>
        <select value={sort} onChange={(event) => onSort(event.target.value as MarketSort)} className={FIELD}>
          {SORTS.map((name) => (
            <option key={name} value={name}>
              {t(`sort.${name}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex items-end">
        <Button variant="ghost" className="w-full" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      </div>
      {invalid ? (
        <p role="alert" className="col-span-2 text-sm text-danger">
          {t('filters.invalid')}
        </p>
      ) : null}
    </fieldset>
  );
}
