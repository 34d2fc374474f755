import { INTL_WARM_UP_SCRIPT, INTL_WARM_UP_WORKER } from './intlWarmUp';

const runPrerenderScript = (source: string) => new Function(source)();

interface StartedWorker {
  url: string;
  onerror: ((event: Event) => void) | null;
}

describe('the Intl warm-up script', () => {
  const originalWorker = (globalThis as { Worker?: unknown }).Worker;
  afterEach(() => {
    (globalThis as { Worker?: unknown }).Worker = originalWorker;
  });

  it('starts the warm-up worker from its own source text, and a worker that fails to load raises no page error', () => {
    const started: StartedWorker[] = [];
    (globalThis as { Worker?: unknown }).Worker = class {
      onerror: ((event: Event) => void) | null = null;
      constructor(url: string) {
        started.push(this as unknown as StartedWorker);
        (this as unknown as StartedWorker).url = url;
      }
    };
    runPrerenderScript(INTL_WARM_UP_SCRIPT);
    expect(started.map(({ url }) => url)).toEqual([INTL_WARM_UP_WORKER]);

    const loadFailure = new Event('error', { cancelable: true });
    started[0]!.onerror!(loadFailure);
    expect(loadFailure.defaultPrevented).toBe(true);
  });

  it('leaves a page without workers as it is', () => {
    (globalThis as { Worker?: unknown }).Worker = class {
      constructor() {
        throw new DOMException('Workers are disabled', 'SecurityError');
      }
    };
    expect(() => runPrerenderScript(INTL_WARM_UP_SCRIPT)).not.toThrow();
    delete (globalThis as { Worker?: unknown }).Worker;
    expect(() => runPrerenderScript(INTL_WARM_UP_SCRIPT)).not.toThrow();
  });
});
