import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import enUS from '@/messages/en-US.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';
import zhCN from '@/messages/zh-CN.json';
import { loadMessages, shellMessages, walletScreenMessages } from './catalogues';
import { LOCALES } from './locales';

type Catalogue = { [key: string]: string | Catalogue };

/** Every leaf as 'a.b.c' → value. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flatten(value, path).forEach((v, k) => entries.set(k, v));
    else entries.set(path, value);
  }
  return entries;
}

/** The arguments an ICU message takes, as '{name}', wherever they stand: a plural's branches are text, not arguments. */
function placeholders(text: unknown): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.tag) visit(element.children);
      else if (element.type !== TYPE.literal && element.type !== TYPE.pound) names.add(`{${element.value}}`);
      if ('options' in element) Object.values(element.options).forEach((option) => visit(option.value));
    }
  };
  visit(parse(String(text)));
  return [...names].sort();
}

const catalogues: Record<string, Catalogue> = { 'en-US': enUS, 'zh-CN': zhCN, es, pt };

describe('message catalogues', () => {
  it('exist for every locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });

  it.each(Object.keys(catalogues))('%s has exactly the keys of en-US', (locale) => {
    expect([...flatten(catalogues[locale]).keys()].sort()).toEqual([...flatten(enUS).keys()].sort());
  });

  it.each(Object.keys(catalogues))('%s has no empty or non-text values', (locale) => {
    for (const [key, value] of flatten(catalogues[locale])) {
      expect({ key, ok: typeof value === 'string' && value.trim() !== '' }).toEqual({ key, ok: true });
    }
  });

  it.each(Object.keys(catalogues))('%s keeps the ICU placeholders of en-US', (locale) => {
    const source = flatten(enUS);
    for (const [key, value] of flatten(catalogues[locale])) {
      expect({ key, placeholders: placeholders(value) }).toEqual({ key, placeholders: placeholders(source.get(key)) });
    }
  });

  it('has the exact English texts docs/PRODUCT.md §8 prescribes', () => {
    expect(enUS.api.walletTiedToAnotherAccount).toBe(
      'The current wallet address has been tied to another account, please use another wallet address',
    );
    expect(enUS.api.accountAlreadyBound).toBe('This account has been bound, please use another account');
    expect(enUS.clipboard.copied).toBe('Copied successfully');
    expect(enUS.routes.familyDetail).toBe('Family Detail');
  });
});

describe('the prerendered texts a page carries', () => {
  it('are the whole catalogue between the interface and the wallet screens, each namespace once, less the token metadata', () => {
    const shell = shellMessages(enUS);
    const walletScreens = walletScreenMessages(enUS);
    expect(Object.keys(shell)).not.toEqual(expect.arrayContaining(['wallet']));
    expect(Object.keys(shell)).not.toEqual(expect.arrayContaining(['nft']));
    // Only the server writes these, into the metadata wallets and explorers read.
    expect(Object.keys(shell)).not.toEqual(expect.arrayContaining(['tokenMetadata']));
    expect({ ...shell, ...walletScreens, tokenMetadata: enUS.tokenMetadata }).toEqual(enUS);
    expect(Object.keys(shell).length + Object.keys(walletScreens).length + 1).toBe(Object.keys(enUS).length);
  });
});

describe('loadMessages', () => {
  it.each(LOCALES)('gives the whole catalogue of %s, and no other language’s', async (locale) => {
    expect(await loadMessages(locale)).toEqual(catalogues[locale]);
  });
});
