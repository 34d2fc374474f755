import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { testContracts } from './test-support/contracts';
import { overview } from './test-support/overview';
import { readNftOverview } from './reads';
import { useNftOverview } from './useNftOverview';

jest.mock('@/lib/chain/tx/useTransactor', () => ({ useTargetPublicClient: () => ({}) }));
jest.mock('@/lib/chain/chains', () => ({ getTargetChain: () => ({ id: 2810 }) }));
jest.mock('./contracts', () => ({ getNftContracts: () => jest.requireActual('./test-support/contracts').testContracts }));
jest.mock('./reads', () => ({ readNftOverview: jest.fn() }));

const read = jest.mocked(readNftOverview);
const OWNER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

function renderOverview() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useNftOverview(OWNER), { wrapper });
}

describe('the NFT overview', () => {
  beforeEach(() => {
    read.mockReset();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
  });
  afterEach(() => jest.useRealTimers());

  it('is read again every 2 s while the wallet service’s index is behind the chain, and no more once it has caught up', async () => {
    read.mockResolvedValueOnce({ ...overview([]), indexBehind: true }).mockResolvedValue({ ...overview([]), indexBehind: false });
    const { result } = renderOverview();
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(result.current.data?.indexBehind).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);

    await act(() => jest.advanceTimersByTimeAsync(1_980));
    expect(read).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(read).toHaveBeenCalledTimes(2);
    expect(result.current.data?.indexBehind).toBe(false);

    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('is not read on a timer while the index is up to date', async () => {
    read.mockResolvedValue({ ...overview([]), indexBehind: false });
    renderOverview();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(read).toHaveBeenCalledTimes(1);
    expect(read.mock.calls[0]?.[1]).toBe(testContracts);
  });
});
