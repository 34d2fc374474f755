import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import enUS from '@/messages/en-US.json';
import { useTimeFormat } from './useTimeFormat';

const HOUR_MS = 3_600_000;

function Published({ at }: { at: number }) {
  const { timeAgo } = useTimeFormat();
  return <time data-testid="published">{timeAgo(at)}</time>;
}

function inEnglish(children: ReactNode) {
  return (
    <NextIntlClientProvider locale="en-US" messages={enUS}>
      {children}
    </NextIntlClientProvider>
  );
}

describe('the time formats, loaded apart from the page start', () => {
  it('draw nothing until dayjs has loaded, then the time', async () => {
    render(inEnglish(<Published at={Date.now() - 3 * HOUR_MS} />));
    expect(screen.getByTestId('published')).toHaveTextContent(/^$/);
    expect(await screen.findByText('3 hours ago')).toBeInTheDocument();
  });

  it('are there at once for a screen drawing the answer of a read made through withTimeFormats', async () => {
    // A module of its own, whose formats have not loaded yet: the test above loaded the file's.
    await jest.isolateModulesAsync(async () => {
      // The pure entry: the outer one registers its cleanup with the test file, which a running test cannot.
      const testing = await import('@testing-library/react/pure');
      const intl = await import('next-intl');
      const time = await import('./useTimeFormat');
      function FreshPublished({ at }: { at: number }) {
        return <time data-testid="fresh">{time.useTimeFormat().timeAgo(at)}</time>;
      }
      const answer = await time.withTimeFormats(Promise.resolve(Date.now() - 5 * HOUR_MS));
      const { unmount } = testing.render(
        <intl.NextIntlClientProvider locale="en-US" messages={enUS}>
          <FreshPublished at={answer} />
        </intl.NextIntlClientProvider>,
      );
      expect(testing.screen.getByTestId('fresh')).toHaveTextContent('5 hours ago');
      unmount();
    });
  });
});
