import { sendEarlyRead, takeEarlyRead } from './earlyReads';

describe('early reads', () => {
  it('hands a read sent early to its query once, then sends anew', async () => {
    const early = jest.fn(async () => 'early');
    const fresh = jest.fn(async () => 'fresh');
    sendEarlyRead(['articles', 'top'], early);
    expect(early).toHaveBeenCalledTimes(1);

    await expect(takeEarlyRead(['articles', 'top'], fresh)).resolves.toBe('early');
    await expect(takeEarlyRead(['articles', 'top'], fresh)).resolves.toBe('fresh');
    expect(early).toHaveBeenCalledTimes(1);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('matches keys by value, not by identity', async () => {
    sendEarlyRead(['articles', 'detail', 7], async () => 'article 7');
    await expect(takeEarlyRead(['articles', 'detail', 7], async () => 'fresh')).resolves.toBe('article 7');
    await expect(takeEarlyRead(['articles', 'detail', 8], async () => 'fresh 8')).resolves.toBe('fresh 8');
  });
});
