/**
 * When an instance looks at a table used as a queue (voice messages, the mail outbox): at start,
 * every `pollMs`, and whenever `kick()` says there may be work sooner. One look runs at a time; a
 * kick during a look runs one more look after it, so nothing told is missed.
 */
export class QueueLooks {
  private timer: NodeJS.Timeout | undefined;
  private looking: Promise<void> | null = null;
  private lookAgain = false;
  private stopped = true;

  constructor(
    private readonly look: () => Promise<void>,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Looks at once (what a restart interrupted), then every `pollMs`. */
  start(): void {
    this.stopped = false;
    this.kick();
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
  }

  kick(): void {
    if (this.stopped) return;
    if (this.looking) {
      this.lookAgain = true;
      return;
    }
    this.looking = this.look()
      .catch(this.onError)
      .finally(() => {
        this.looking = null;
        if (this.lookAgain) {
          this.lookAgain = false;
          this.kick();
        }
      });
  }

  /** No more looks; resolves once the one running has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.looking;
  }
}
