import "server-only";
import { availableParallelism } from "node:os";
import { singleton } from "@/lib/singleton.mjs";

/**
 * How many password hashes run at once (docs/decisions/049). Each scrypt check takes 32 MB and
 * a core for about 0.1 s on Node's libuv pool, the same four threads that read the pages' files
 * and compress them: unbounded, eight wrong sign-ins at once made every page take seconds. So a
 * few hashes run at a time, a few more wait their turn, and anything beyond is told to try again
 * shortly, before any hashing and without counting as a failed sign-in.
 *
 * Two lanes share the running places: a sign-in from a browser that has signed in to that account
 * before (a device cookie, lib/staff/device.ts) waits in its own queue and goes first, so a flood
 * of strangers cannot keep the clinic's staff out.
 */
type Place = {
  /** Resolves when this place may hash. */
  ready: Promise<void>;
  /** Gives the place up, whether its turn came or not; call it exactly once. */
  release(): void;
};

export type HashGate = {
  /** A place in the lane, or undefined when its queue is full (answer "try again shortly"). */
  reserve(lane: "trusted" | "other"): Place | undefined;
  /** Hashes running now, and waiting (for tests and the log). */
  readonly load: { running: number; waiting: number };
};

export function createHashGate({ concurrency, queueLength }: { concurrency: number; queueLength: number }): HashGate {
  let running = 0;
  const queues = { trusted: [] as Array<() => void>, other: [] as Array<() => void> };

  const next = () => {
    const start = queues.trusted.shift() ?? queues.other.shift();
    if (start) start();
    else running--;
  };

  return {
    reserve(lane) {
      if (running < concurrency) {
        running++;
        let released = false;
        return {
          ready: Promise.resolve(),
          release: () => {
            if (!released) next();
            released = true;
          },
        };
      }
      const queue = queues[lane];
      if (queue.length >= queueLength) return undefined;
      let started = false;
      let released = false;
      let begin!: () => void;
      const ready = new Promise<void>((resolve) => (begin = resolve));
      const start = () => {
        started = true;
        begin();
      };
      queue.push(start);
      return {
        ready,
        release: () => {
          if (released) return;
          released = true;
          // Given up while it waited: it leaves the queue and never runs.
          if (started) next();
          else queue.splice(queue.indexOf(start), 1);
        },
      };
    },
    get load() {
      return { running, waiting: queues.trusted.length + queues.other.length };
    },
  };
}

/**
 * This process's gate: half the cores hash at once (at least one, at most two, leaving the pool's
 * other threads to the pages), and four sign-ins per lane may wait, about half a second at most.
 */
export function hashGate(): HashGate {
  return singleton("hashGate", () =>
    createHashGate({ concurrency: Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2))), queueLength: 4 }),
  );
}
