'use client';

import { Camera } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { showToast } from '@/components/ui/toast';
import { currentDeviceType } from '@/lib/device/deviceType';
import { prepareAvatar } from '@/lib/image/avatar';
import { hasHiddenCharacters, NICKNAME_MAX_LENGTH } from '@/lib/session/nickname';
import { useSession } from '@/lib/session/store';
import { useUpdateProfile, type ProfileUpdate } from './useUpdateProfile';

const EXPLICIT_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif';

const subscribeToNothing = () => () => {};

type FieldError = 'nicknameRequired' | 'nicknameHidden' | 'unreadable' | 'tooLarge' | 'nothingToSave';

/**
 * Android web views often open only the camera, or nothing, for a list of image types; `image/*` opens
 * the gallery there. Elsewhere the explicit list keeps files we cannot decode out of the picker.
 */
function acceptedImageTypes(): string {
  return currentDeviceType() === 'android' ? 'image/*' : EXPLICIT_IMAGE_TYPES;
}

/** updateUser: change the nickname and the avatar; the picture is compressed to a small JPEG first. */
export function UpdateUserForm() {
  const t = useTranslations('profileEdit');
  const router = useRouter();
  const ids = useId();
  const userInfo = useSession((state) => state.userInfo);
  const update = useUpdateProfile();

  const [nickname, setNickname] = useState<string | null>(null);
  const [avatarDataUrl, setAvatarDataUrl] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<FieldError | null>(null);
  // The device is known only in the browser; the prerendered form uses the explicit list.
  const accept = useSyncExternalStore(subscribeToNothing, acceptedImageTypes, () => EXPLICIT_IMAGE_TYPES);

  if (!userInfo) {
    return (
      <div aria-hidden="true" className="flex flex-col items-center gap-4 p-5">
        <Skeleton className="size-24 rounded-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }

  const shownNickname = nickname ?? userInfo.nickname;

  async function onPickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    setError(null);
    setPreparing(true);
    try {
      const prepared = await prepareAvatar(file);
      if (prepared.ok) setAvatarDataUrl(prepared.dataUrl);
      else setError(prepared.error);
    } finally {
      setPreparing(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = shownNickname.trim();
    if (!trimmed) {
      setError('nicknameRequired');
      return;
    }
    if (hasHiddenCharacters(trimmed)) {
      setError('nicknameHidden');
      return;
    }
    const change: ProfileUpdate = {};
    if (userInfo && trimmed !== userInfo.nickname) change.nickname = trimmed;
    if (avatarDataUrl) change.avatar = avatarDataUrl;
    if (!change.nickname && !change.avatar) {
      setError('nothingToSave');
      return;
    }
    setError(null);
    const updated = await update.mutateAsync(change);
    if (!updated) return;
    showToast.success(t('saved'));
    router.replace('/user');
  }

  const nicknameId = `${ids}-nickname`;
  const fileId = `${ids}-avatar`;
  const errorId = `${ids}-error`;
  const nicknameError = error === 'nicknameRequired' || error === 'nicknameHidden';

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6 p-5">
      <div className="flex flex-col items-center gap-3">
        <Avatar src={avatarDataUrl ?? userInfo.avatar} name={shownNickname || userInfo.email || '?'} size="xl" alt={t('avatarPreview')} />
        <input id={fileId} type="file" accept={accept} onChange={onPickFile} className="peer sr-only" aria-describedby={`${fileId}-hint`} />
        <label
          htmlFor={fileId}
          aria-disabled={preparing}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-muted peer-focus-visible:outline-2 peer-focus-visible:outline-brand"
        >
          <Camera aria-hidden="true" className="size-5" />
          {preparing ? t('preparing') : t('changeAvatar')}
        </label>
        <p id={`${fileId}-hint`} className="text-center text-xs text-ink-soft">
          {t('avatarHint')}
        </p>
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor={nicknameId} className="text-sm font-semibold text-ink">
          {t('nickname')}
        </label>
        <input
          id={nicknameId}
          value={shownNickname}
          onChange={(event) => setNickname(event.target.value)}
          maxLength={NICKNAME_MAX_LENGTH}
          autoComplete="nickname"
          placeholder={t('nicknamePlaceholder')}
          aria-invalid={nicknameError || undefined}
          aria-describedby={nicknameError ? errorId : undefined}
          className="min-h-12 w-full rounded-xl border border-line bg-surface px-3 text-base text-ink placeholder:text-ink-soft focus:border-brand focus:outline-2 focus:outline-brand/30 aria-invalid:border-danger"
        />
        <p className="text-right text-xs text-ink-soft">{t('nicknameCount', { count: shownNickname.length, max: NICKNAME_MAX_LENGTH })}</p>
      </div>

      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {t(`errors.${error}`)}
        </p>
      )}

      <Button type="submit" disabled={update.isPending || preparing} className="w-full">
        {update.isPending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
