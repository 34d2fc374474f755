import { resolveLocale } from './locales';
import { readStoredLocale, setStoredLocale } from './localePreference';

describe('locale resolution', () => {
  it.each([
    [undefined, 'en-US'],
    [null, 'en-US'],
    [42, 'en-US'],
    ['fr', 'en-US'],
    ['en-US', 'en-US'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['ES', 'es'],
    ['es-MX', 'es'],
    ['PT', 'pt'],
    ['pt_BR', 'pt'],
  ])('%j → %s', (stored, locale) => {
    expect(resolveLocale(stored)).toBe(locale);
  });

  it('reads the stored language as JSON, else en-US', () => {
    localStorage.clear();
    expect(readStoredLocale()).toBe('en-US');
    localStorage.setItem('language', JSON.stringify('zh-CN'));
    expect(readStoredLocale()).toBe('zh-CN');
  });

  it('stores the choice as JSON', () => {
    setStoredLocale('pt');
    expect(localStorage.getItem('language')).toBe('"pt"');
  });
});
