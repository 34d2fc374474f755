import { loadDateLocale } from '@/lib/format/time';
import enUS from '@/messages/en-US.json';
import type { AppLocale } from './locales';

export type Messages = typeof enUS;

/** en-US ships with every page; the others load when a reader picks them. */
export const DEFAULT_MESSAGES: Messages = enUS;

const loaders: Record<Exclude<AppLocale, 'en-US'>, () => Promise<{ default: Messages }>> = {
  'zh-CN': () => import('@/messages/zh-CN.json'),
  es: () => import('@/messages/es.json'),
  pt: () => import('@/messages/pt.json'),
};

/** A language's catalogue, with its date texts registered by the time the interface switches to it. */
export async function loadMessages(locale: AppLocale): Promise<Messages> {
  if (locale === 'en-US') return DEFAULT_MESSAGES;
  const [catalogue] = await Promise.all([loaders[locale](), loadDateLocale(locale)]);
  return catalogue.default;
}
