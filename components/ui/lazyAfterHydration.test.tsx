import { act, render, screen } from '@testing-library/react';
import { lazyAfterHydration } from './lazyAfterHydration';

function Section({ name }: { name: string }) {
  return <p>{name} loaded</p>;
}

/** A script load that fails while `offline` holds, as a chunk does when the network has gone. */
function chunkLoader() {
  const state = { offline: true, loads: 0 };
  const load = async () => {
    state.loads += 1;
    if (state.offline) throw new TypeError('Failed to fetch dynamically imported module');
    return Section;
  };
  return { state, load };
}

describe('a part whose script loads after hydration', () => {
  it('shows its failure, not an error, when the script cannot load, and loads again when retried', async () => {
    const { state, load } = chunkLoader();
    const Part = lazyAfterHydration(load, <p>skeleton</p>, (retry) => <button onClick={retry}>Try again</button>);

    render(<Part name="rooms" />);
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(state.loads).toBe(1);

    state.offline = false;
    act(() => retry.click());
    expect(await screen.findByText('rooms loaded')).toBeInTheDocument();
    expect(state.loads).toBe(2);
  });

  it('shows nothing for a script that cannot load when no failure is given, and its preload does not reject', async () => {
    const { state, load } = chunkLoader();
    const Part = lazyAfterHydration(load);

    await expect(Part.preload()).resolves.toBeUndefined();
    const { container } = render(<Part name="prompt" />);
    // The render loads again, the failed preload being forgotten, and fails again: nothing is drawn.
    await act(async () => {});
    expect(state.loads).toBe(2);
    expect(container).toBeEmptyDOMElement();
  });
});
