'use client';

import { Copy, Users } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { List, ListRow } from '@/components/ui/List';
import { showToast } from '@/components/ui/toast';
import { shareLink } from '@/lib/articles/shareLink';
import { copyText } from '@/lib/browser/clipboard';
import { HOME_PATH } from '@/lib/navigation/routes';

/** The reader's own share link and how many people signed up through it. Rendered in the browser only. */
export function InviteSection({ shareCode, invitedCount }: { shareCode: string; invitedCount: number }) {
  const t = useTranslations();
  const link = shareLink(new URL(HOME_PATH, window.location.origin).toString(), shareCode);

  async function copy() {
    if (await copyText(link)) showToast.success(t('clipboard.copied'));
    else showToast.danger(t('clipboard.failed'));
  }

  return (
    <section className="flex flex-col gap-2" aria-labelledby="invite-heading">
      <h3 id="invite-heading" className="text-sm font-semibold text-ink-soft">
        {t('user.invite.heading')}
      </h3>
      <List>
        <ListRow>
          <span data-testid="share-link" className="min-w-0 flex-1 truncate font-mono text-sm text-ink" title={link}>
            {link}
          </span>
          <Button variant="ghost" onClick={copy} aria-label={t('user.invite.copy')} className="min-w-11 px-2">
            <Copy aria-hidden="true" className="size-5" />
          </Button>
        </ListRow>
        <ListRow>
          <Users aria-hidden="true" className="size-5 text-ink-soft" />
          <span data-testid="invited-count" className="text-sm text-ink">
            {t('user.invite.joined', { count: invitedCount })}
          </span>
        </ListRow>
      </List>
    </section>
  );
}
