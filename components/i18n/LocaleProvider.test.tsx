import { act, render, screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import enUS from '@/messages/en-US.json';
import { shellMessages } from '@/lib/i18n/catalogues';
import { setStoredLocale } from '@/lib/i18n/localePreference';
import { DEFAULT_LOCALE, LANGUAGE_KEY } from '@/lib/i18n/locales';
import { localStore } from '@/lib/session/storage';
import { LocaleProvider } from './LocaleProvider';

function Title() {
  return <p>{useTranslations('home')('searchPlaceholder')}</p>;
}

/** How often the document's `lang` is assigned while `during` runs, the same value included (each restyles the page). */
async function langAssignments(during: () => Promise<void>): Promise<number> {
  let assignments = 0;
  const observer = new MutationObserver((records) => (assignments += records.length));
  observer.observe(document.documentElement, { attributeFilter: ['lang'] });
  await during();
  assignments += observer.takeRecords().length;
  observer.disconnect();
  return assignments;
}

beforeEach(() => {
  localStore.remove(LANGUAGE_KEY);
  // The prerendered page's root element (app/layout.tsx).
  document.documentElement.lang = DEFAULT_LOCALE;
});

describe('LocaleProvider', () => {
  it('leaves the prerendered language of the document alone: assigning it again would restyle the whole page', async () => {
    const assignments = await langAssignments(async () => {
      render(
        <LocaleProvider prerendered={shellMessages(enUS)}>
          <Title />
        </LocaleProvider>,
      );
      await act(async () => {});
    });
    expect(screen.getByText(enUS.home.searchPlaceholder)).toBeInTheDocument();
    expect(assignments).toBe(0);
  });

  it("sets the document's language once the reader's catalogue is there", async () => {
    render(
      <LocaleProvider prerendered={shellMessages(enUS)}>
        <Title />
      </LocaleProvider>,
    );
    const es = jest.requireActual<typeof enUS>('@/messages/es.json');
    await act(async () => setStoredLocale('es'));
    expect(await screen.findByText(es.home.searchPlaceholder)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });
});
