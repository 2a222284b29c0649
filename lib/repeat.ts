/**
 * Runs `work` at once and then `intervalMs` after each run ends, so two runs never overlap.
 * The timer does not keep the process alive; stop() clears it and waits for a run under way, so
 * a shutdown never cuts one in half. Shared by the background workers (the desk's digest and
 * retention, booking's reminders).
 */
export function repeatEvery(intervalMs: number, work: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    start() {
      if (timer) return;
      const loop = () => {
        running = work().finally(() => {
          running = undefined;
          if (timer) timer = setTimeout(loop, intervalMs).unref();
        });
      };
      timer = setTimeout(loop, 0).unref();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
