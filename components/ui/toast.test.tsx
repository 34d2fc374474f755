import { act, render, screen, waitFor } from '@testing-library/react';
import { ToastHost } from './ToastHost';
import { preloadToasts, showToast } from './toast';

let mockSonnerLoads = 0;
jest.mock('sonner', () => {
  mockSonnerLoads += 1;
  return jest.requireActual('sonner');
});

describe('preloading the toasts', () => {
  it('loads the toast library before any toast, without mounting a toaster, and the toast then shows', async () => {
    const { container } = render(<ToastHost />);
    expect(mockSonnerLoads).toBe(0);

    preloadToasts();
    await waitFor(() => expect(mockSonnerLoads).toBe(1));
    expect(container.querySelector('[data-sonner-toaster]')).toBeNull();

    act(() => showToast.success('Upgrade confirmed'));
    expect(await screen.findByText('Upgrade confirmed')).toBeInTheDocument();
    expect(mockSonnerLoads).toBe(1);
  });
});
