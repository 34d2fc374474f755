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

export async function loadMessages(locale: AppLocale): Promise<Messages> {
  if (locale === 'en-US') return DEFAULT_MESSAGES;
  return (await loaders[locale]()).default;
}
