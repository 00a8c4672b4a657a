/**
 * Keeps a phone's screen on while the caller records: a screen that dims and locks mid-message
 * stops the recording on most phones. Where the Screen Wake Lock API is missing or refused
 * (battery saver, an older browser) the recording simply goes on without it.
 */
export interface WakeLockHandle {
  release(): void;
}

export function holdScreenAwake(): WakeLockHandle {
  let sentinel: { release(): Promise<void> } | null = null;
  let released = false;
  const api = (
    navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> } }
  ).wakeLock;
  api
    ?.request('screen')
    .then((lock) => {
      if (released) void lock.release().catch(() => {});
      else sentinel = lock;
    })
    .catch(() => {});
  return {
    release() {
      released = true;
      void sentinel?.release().catch(() => {});
      sentinel = null;
    },
  };
}
