'use client';

import { Minus, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import type { Address } from 'viem';
import { Button } from '@/components/ui/Button';
import { ErrorState } from '@/components/ui/ErrorState';
import { Sheet } from '@/components/ui/Sheet';
import { Skeleton } from '@/components/ui/Skeleton';
import { PlanAction } from '@/components/tx/PlanAction';
import { TxProgressNote } from '@/components/tx/TxProgressNote';
import { useActionRunner } from '@/components/tx/useActionRunner';
import type { ActionRunner } from '@/components/tx/useAnnouncedRuns';
import type { TransactionPlan, TxResult } from '@/lib/chain/tx/types';
import { formatTokenAmount } from '@/lib/format/number';
import { useTimeFormat } from '@/lib/format/useTimeFormat';
import { checkQuantity, creatureSaleWindow, pendantSaleWindow, type SaleTerms, type SaleWindow } from '@/lib/nft/buy';
import type { NftContracts } from '@/lib/nft/contracts';
import { buyCreaturesPlan, buyPendantsPlan } from '@/lib/nft/plans';
import { useSaleTerms } from '@/lib/nft/useSaleTerms';
import { BlindArt } from './CreatureArt';

const MS_PER_SECOND = 1000n;

/** A quantity field with one-less and one-more buttons, kept between 1 and `max`. */
function QuantityStepper({
  value,
  onChange,
  max,
  disabled,
}: {
  value: string;
  onChange: (next: string) => void;
  max: bigint;
  disabled: boolean;
}) {
  const t = useTranslations('nft.buy');
  const current = checkQuantity(value, max);
  const quantity = current.ok ? current.quantity : undefined;
  const stepClasses =
    'flex size-11 items-center justify-center rounded-xl border border-line text-ink hover:bg-muted disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand';
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={stepClasses}
        aria-label={t('decrease')}
        disabled={disabled || quantity === undefined || quantity <= 1n}
        onClick={() => quantity !== undefined && onChange(String(quantity - 1n))}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        inputMode="numeric"
        aria-label={t('quantityLabel')}
        value={value}
        disabled={disabled}
        aria-invalid={!current.ok}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-20 rounded-xl border border-line bg-surface px-3 text-center text-base tabular-nums aria-[invalid=true]:border-danger"
      />
      <button
        type="button"
        className={stepClasses}
        aria-label={t('increase')}
        disabled={disabled || quantity === undefined || quantity >= max}
        onClick={() => quantity !== undefined && onChange(String(quantity + 1n))}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** One sale (creatures or pendants): price, limits, the quantity stepper, the total and the buy button. */
function SaleSection({
  title,
  goods,
  sale,
  balance,
  details,
  buildPlan,
  action,
  testId,
  runner,
  onFailed,
}: {
  title: string;
  /** What the sale delivers, pictured as it arrives: blind. */
  goods: 'creature' | 'pendant';
  sale: SaleWindow;
  balance: bigint;
  details: ReactNode;
  buildPlan: (quantity: bigint, cost: bigint) => TransactionPlan;
  action: 'buyCreatures' | 'buyPendants';
  testId: string;
  /** One runner for the whole shop: one purchase at a time, whichever sale it is in. */
  runner: ActionRunner;
  /** A refused purchase may mean the terms changed since they were read. */
  onFailed: () => void;
}) {
  const t = useTranslations('nft.buy');
  const tTx = useTranslations('wallet.tx');
  const headingId = useId();
  const [quantityText, setQuantityText] = useState('1');
  const symbol = sale.paidIn;
  const quantity = checkQuantity(quantityText, sale.maxQuantity);
  const total = quantity.ok ? quantity.quantity * sale.unitPrice : undefined;
  const affordable = total === undefined || total <= balance;
  const plan = quantity.ok && total !== undefined && affordable ? buildPlan(quantity.quantity, total) : undefined;

  function handleDone(result: TxResult) {
    if (result.ok) setQuantityText('1');
    else onFailed();
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-line p-4" data-testid={testId}>
      <h3 id={headingId} className="flex items-center gap-3 text-base font-semibold">
        <BlindArt kind={goods} />
        {title}
      </h3>
      <p className="text-sm" data-testid="sale-price">
        {t('price', { amount: formatTokenAmount(sale.unitPrice), symbol })}
      </p>
      <p className="text-xs text-ink-soft" data-testid="sale-balance">
        {t('balance', { amount: formatTokenAmount(balance), symbol })}
      </p>
      {details}
      {sale.blockedBy ? (
        <p className="rounded-xl bg-muted px-3 py-2 text-sm text-ink" data-testid="sale-blocked">
          {t(`reasons.${sale.blockedBy}`)}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <QuantityStepper value={quantityText} onChange={setQuantityText} max={sale.maxQuantity} disabled={runner.isRunning} />
            <span className="text-xs text-ink-soft">{t('perPurchase', { count: String(sale.maxQuantity) })}</span>
          </div>
          {total !== undefined ? (
            <p className="text-sm font-medium" data-testid="sale-total">
              {t('total', { amount: formatTokenAmount(total), symbol })}
            </p>
          ) : quantity.ok ? null : (
            <p role="alert" className="text-sm text-danger" data-testid="quantity-error">
              {t(`quantityErrors.${quantity.error}`, { count: String(sale.maxQuantity) })}
            </p>
          )}
          {affordable ? null : (
            <p role="alert" className="text-sm text-danger">
              {t('reasons.insufficientFunds', { symbol })}
            </p>
          )}
          <PlanAction plan={plan} runner={runner} layout="stacked" label={tTx(`actions.${action}`)} onDone={handleDone} />
        </>
      )}
    </section>
  );
}

interface SaleProps {
  terms: SaleTerms;
  contracts: NftContracts;
  runner: ActionRunner;
  onFailed: () => void;
}

function CreatureSale({ terms, contracts, runner, onFailed }: SaleProps) {
  const t = useTranslations('nft.buy');
  const { clockDate } = useTimeFormat();
  const { creatures } = terms;
  const sale = creatureSaleWindow(creatures, terms.chainTime);
  const allowlistOpen = terms.chainTime >= creatures.allowlistEndTime;
  const until = clockDate(Number(creatures.allowlistEndTime * MS_PER_SECOND));
  return (
    <SaleSection
      title={t('creatures')}
      goods="creature"
      sale={sale}
      balance={sale.paidIn === 'talk' ? terms.balances.talk : terms.balances.eth}
      action="buyCreatures"
      testId="creature-sale"
      runner={runner}
      onFailed={onFailed}
      buildPlan={(quantity, cost) => buyCreaturesPlan(contracts, quantity, { paidInTalk: sale.paidIn === 'talk', amount: cost })}
      details={
        <ul className="flex flex-col gap-1 text-sm text-ink-soft">
          <li data-testid="sale-allowlist">
            {allowlistOpen ? t('allowlist.open') : t(creatures.allowlisted ? 'allowlist.listed' : 'allowlist.notListed', { time: until })}
          </li>
          <li data-testid="sale-bought">
            {sale.remaining === undefined
              ? t('boughtNoLimit', { count: String(creatures.userBuyCount) })
              : t('bought', {
                  count: String(creatures.userBuyCount),
                  remaining: String(sale.remaining),
                  limit: String(creatures.userBuyLimit),
                })}
          </li>
        </ul>
      }
    />
  );
}

function PendantSale({ terms, contracts, runner, onFailed }: SaleProps) {
  const t = useTranslations('nft.buy');
  return (
    <SaleSection
      title={t('pendants')}
      goods="pendant"
      sale={pendantSaleWindow(terms.pendants)}
      balance={terms.balances.eth}
      action="buyPendants"
      testId="pendant-sale"
      runner={runner}
      onFailed={onFailed}
      buildPlan={(quantity, cost) => buyPendantsPlan(contracts, quantity, cost)}
      details={<p className="text-sm text-ink-soft">{t('pendantsNote')}</p>}
    />
  );
}

/** The NFT tab's shop: creatures and pendants bought in batches, with the limits the chain sets. */
export function BuySheet({ owner, contracts }: { owner: Address; contracts: NftContracts }) {
  const t = useTranslations('nft.buy');
  const [open, setOpen] = useState(false);
  const terms = useSaleTerms(owner, open);
  const runner = useActionRunner();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      <Sheet
        open={open}
        onOpenChange={(next) => (next || !runner.isRunning) && setOpen(next)}
        title={t('title')}
        description={t('description')}
      >
        <div className="flex flex-col gap-4" data-testid="buy-sheet">
          <TxProgressNote progress={runner.progress} />
          {terms.data ? (
            <>
              <CreatureSale terms={terms.data} contracts={contracts} runner={runner} onFailed={() => terms.refetch()} />
              <PendantSale terms={terms.data} contracts={contracts} runner={runner} onFailed={() => terms.refetch()} />
            </>
          ) : terms.isError ? (
            <ErrorState
              compact
              error={terms.error}
              text={t('loadFailed')}
              onRetry={() => void terms.refetch()}
              retrying={terms.isRefetching}
            />
          ) : (
            <div className="flex flex-col gap-3" aria-busy="true">
              <Skeleton className="h-40 w-full" />
              <Skeleton className="h-32 w-full" />
            </div>
          )}
        </div>
      </Sheet>
    </>
  );
}
