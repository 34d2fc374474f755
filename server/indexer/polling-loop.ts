/**
 * Runs a round every `intervalMs` until stopped, one round at a time. A round that fails (the chain node down)
 * is logged once, not at every poll, and its recovery once; the loop goes on either way.
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private lastError: string | undefined;

  constructor(
    private readonly options: {
      round: () => Promise<unknown>;
      intervalMs: number;
      log: (line: string) => void;
      /** The log lines' tag, as `[indexer]`. */
      tag: string;
      /** What stops while the rounds fail, as `indexing`. */
      work: string;
    },
  ) {}

  start(): void {
    const { round, intervalMs, log, tag, work } = this.options;
    const tick = () => {
      this.running = round()
        .then(() => {
          if (this.lastError) log(`${tag} the chain node answers again`);
          this.lastError = undefined;
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
          if (message !== this.lastError) log(`${tag} ${work} paused: ${message}`);
          this.lastError = message;
        })
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, intervalMs);
        });
    };
    tick();
  }

  /** Stops polling once the round under way, if any, has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
