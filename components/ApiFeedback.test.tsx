import { act, fireEvent, render, screen } from '@testing-library/react';
import enUS from '@/messages/en-US.json';
import { apiFeedback } from '@/lib/api/feedback';
import { WALLET_TIED_TO_ANOTHER_ACCOUNT } from '@/lib/api/failure';
import { ApiFeedback, preloadErrorDialog } from './ApiFeedback';
import { preloadToaster, ToastHost } from './ui/ToastHost';

// next-intl ships ES modules only; the component reads plain en-US strings by their dotted keys.
jest.mock('next-intl', () => {
  const messages = jest.requireActual<Record<string, unknown>>('@/messages/en-US.json');
  const lookup = (path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);
  return { useTranslations: (namespace?: string) => (key: string) => lookup(namespace ? `${namespace}.${key}` : key) };
});

// The dialog's and the toaster's scripts are loaded before the tests: a lookup then waits on the app's state alone.
beforeAll(() => Promise.all([preloadErrorDialog(), preloadToaster()]));

describe('API feedback', () => {
  it('loads the Error dialog with the first failure that needs it, and OK closes it', async () => {
    render(<ApiFeedback />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    act(() => apiFeedback.publish({ kind: 'envelope', code: WALLET_TIED_TO_ANOTHER_ACCOUNT, message: '' }));
    const dialog = await screen.findByRole('alertdialog', { name: enUS.api.errorTitle });
    expect(dialog).toHaveTextContent(enUS.api.walletTiedToAnotherAccount);

    fireEvent.click(screen.getByRole('button', { name: enUS.common.ok }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows any other failure as a toast, in the server’s words when it sent some', async () => {
    render(
      <>
        <ApiFeedback />
        <ToastHost />
      </>,
    );
    act(() => apiFeedback.publish({ kind: 'envelope', code: 500, message: 'Nickname already taken' }));
    expect(await screen.findByText('Nickname already taken')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
