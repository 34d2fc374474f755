'use client';

import { ExternalLink, History } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { EmptyState } from '@/components/ui/EmptyState';
import { List, ListRow } from '@/components/ui/List';
import { getTargetChain } from '@/lib/chain/chains';
import { recordKey, useTransactionRecords, type TransactionRecord, type TransactionStatus } from '@/lib/chain/tx/transaction-store';
import { formatAddress } from '@/lib/format/address';
import { useTimeFormat } from '@/lib/format/useTimeFormat';
import { activityOf, explorerTxUrl } from '@/lib/wallet/activity';

const STATUS_TONE: Record<TransactionStatus, string> = {
  pending: 'text-ink-soft',
  confirmed: 'text-ink',
  failed: 'text-danger',
  replaced: 'text-ink-soft',
  dropped: 'text-danger',
};

function ActivityRow({ record, explorerUrl }: { record: TransactionRecord; explorerUrl: string | undefined }) {
  const t = useTranslations('wallet');
  const { clockDate } = useTimeFormat();
  const link = record.hash ? explorerTxUrl(explorerUrl, record.hash) : undefined;
  // A batch still pending has no transaction yet: its wallet id stands in.
  const shortHash = formatAddress(record.hash ?? record.callsId ?? '');
  return (
    <ListRow>
      <span className="flex flex-1 flex-col gap-0.5">
        <span className="text-sm font-medium">{t(`tx.actions.${record.action}`)}</span>
        <span className="text-xs text-ink-soft">{clockDate(record.submittedAt)}</span>
      </span>
      <span className="flex flex-col items-end gap-0.5">
        <span className={`text-sm font-medium ${STATUS_TONE[record.status]}`} data-testid="activity-status">
          {t(`tx.status.${record.status}`)}
        </span>
        {link ? (
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            title={t('activity.viewOnExplorer')}
            className="flex items-center gap-1 font-mono text-xs text-brand underline-offset-2 hover:underline"
          >
            {shortHash}
            <ExternalLink aria-hidden="true" className="size-3" />
          </a>
        ) : (
          <span className="font-mono text-xs text-ink-soft" title={record.hash ?? record.callsId}>
            {shortHash}
          </span>
        )}
      </span>
    </ListRow>
  );
}

/** The transactions the connected wallet sent through the app, newest first, with their status. */
export function Activity({ owner }: { owner: Address }) {
  const t = useTranslations('wallet');
  const target = getTargetChain();
  const records = activityOf(useTransactionRecords(), owner, target.id);
  if (records.length === 0) {
    return <EmptyState icon={<History className="size-6" />} title={t('activity.title')} text={t('activity.empty')} />;
  }
  return (
    <List label={t('activity.title')}>
      {records.map((record) => (
        <ActivityRow key={recordKey(record)} record={record} explorerUrl={target.blockExplorers?.default.url} />
      ))}
    </List>
  );
}
