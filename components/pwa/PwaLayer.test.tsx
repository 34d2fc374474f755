import { act, fireEvent, render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import enUS from '@/messages/en-US.json';
import { preloadPwaPrompts, PwaLayer } from './PwaLayer';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/home') }));
// next-intl ships ES modules only; the layer reads plain strings of the `pwa` namespace.
jest.mock('next-intl', () => ({
  useTranslations: () => (key: keyof typeof enUS.pwa) =>
    jest.requireActual<typeof import('@/messages/en-US.json')>('@/messages/en-US.json').pwa[key],
}));

function renderLayer() {
  return render(<PwaLayer />);
}

function setOnline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** Chromium's install offer, as far as the page can see it. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  return offer;
}

// The prompts' scripts are loaded before the tests: a lookup then waits on the layer's state alone.
beforeAll(() => preloadPwaPrompts());

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('the offline banner', () => {
  it('shows while the browser has no network and goes when it is back', () => {
    renderLayer();
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(enUS.pwa.offline);
    setOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('floats clear of the tab bar on tabs, lower on standalone screens', () => {
    const { container, rerender } = renderLayer();
    expect(container.firstElementChild?.className).toContain('4rem');
    jest.mocked(usePathname).mockReturnValue('/home/inforDetail');
    rerender(<PwaLayer />);
    expect(container.firstElementChild?.className).toContain('0.75rem');
  });
});

/** The reader starts using the page. */
function interact() {
  act(() => {
    window.dispatchEvent(new Event('pointerdown'));
  });
}

describe('the install offer', () => {
  it('waits for the reader to use the page before it appears', async () => {
    renderLayer();
    offerInstall('accepted');
    expect(screen.queryByRole('button', { name: enUS.pwa.install })).toBeNull();
    interact();
    // Its script loads once it is to appear.
    expect(await screen.findByRole('button', { name: enUS.pwa.install })).toBeVisible();
  });

  it('appears only when the browser offers installation, and installs through its prompt', async () => {
    renderLayer();
    interact();
    expect(screen.queryByRole('button', { name: enUS.pwa.install })).toBeNull();
    const offer = offerInstall('accepted');
    expect(offer.defaultPrevented).toBe(true);
    const install = await screen.findByRole('button', { name: enUS.pwa.install });
    await act(async () => {
      fireEvent.click(install);
    });
    expect(offer.prompt).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: enUS.pwa.install })).toBeNull();
  });

  it('stays away after "not now"', async () => {
    const first = renderLayer();
    interact();
    offerInstall('dismissed');
    fireEvent.click(await screen.findByRole('button', { name: enUS.pwa.notNow }));
    expect(screen.queryByRole('button', { name: enUS.pwa.install })).toBeNull();
    first.unmount();

    renderLayer();
    interact();
    offerInstall('dismissed');
    expect(screen.queryByRole('button', { name: enUS.pwa.install })).toBeNull();
  });
});
