import { act, render, screen } from '@testing-library/react';
import { preloadToaster, ToastHost } from './ToastHost';
import { showToast } from './toast';

// The toaster's script is loaded before the test: a lookup then waits on the toasts alone, not on how fast it loads.
beforeAll(() => preloadToaster());

describe('the toast host', () => {
  it('mounts no toaster until the first toast, then shows that toast and the ones after it', async () => {
    const { container } = render(<ToastHost />);
    expect(container.querySelector('[data-sonner-toaster]')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();

    act(() => showToast.success('Profile saved'));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();

    act(() => showToast.danger('Network error'));
    expect(await screen.findByText('Network error')).toBeInTheDocument();
  });
});
