import { BoundedMap, ReadCache } from './read-cache';

function counter() {
  let loads = 0;
  return { load: () => Promise.resolve(++loads), loads: () => loads };
}

describe('ReadCache', () => {
  let time = 0;
  const clock = () => time;
  beforeEach(() => {
    time = 0;
  });

  it('answers from memory within its lifetime, and loads again after', async () => {
    const cache = new ReadCache<number>(1000, 10, clock);
    const source = counter();
    expect(await cache.get('a', source.load)).toBe(1);
    time = 999;
    expect(await cache.get('a', source.load)).toBe(1);
    time = 1000;
    expect(await cache.get('a', source.load)).toBe(2);
  });

  it('keeps keys apart and shares one load between concurrent misses', async () => {
    const cache = new ReadCache<number>(1000, 10, clock);
    const source = counter();
    const [first, second] = await Promise.all([cache.get('a', source.load), cache.get('a', source.load)]);
    expect([first, second]).toEqual([1, 1]);
    expect(await cache.get('b', source.load)).toBe(2);
  });

  it('forgets everything on clear, and does not keep a failed load', async () => {
    const cache = new ReadCache<number>(1000, 10, clock);
    const source = counter();
    await cache.get('a', source.load);
    cache.clear();
    expect(await cache.get('a', source.load)).toBe(2);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', source.load)).toBe(3);
  });

  it('holds at most its size, dropping the oldest key', async () => {
    const cache = new ReadCache<number>(1000, 2, clock);
    const source = counter();
    await cache.get('a', source.load);
    await cache.get('b', source.load);
    await cache.get('c', source.load);
    expect(await cache.get('b', source.load)).toBe(2);
    expect(await cache.get('a', source.load)).toBe(4);
  });

  it('loads every time with a zero lifetime', async () => {
    const cache = new ReadCache<number>(0, 10, clock);
    const source = counter();
    await cache.get('a', source.load);
    expect(await cache.get('a', source.load)).toBe(2);
  });
});

describe('BoundedMap', () => {
  it('holds at most its size, forgetting the key set longest ago', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 3).set('c', 4);
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});
