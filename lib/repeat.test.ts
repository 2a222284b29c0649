import { afterEach, describe, expect, it, vi } from "vitest";
import { repeatEvery } from "./repeat";

afterEach(() => vi.useRealTimers());

describe("repeatEvery", () => {
  it("runs at once, then the interval after each run ends, never two at once, and stop waits for a run under way", async () => {
    vi.useFakeTimers();
    let active = 0;
    let most = 0;
    let runs = 0;
    let finish: () => void = () => {};
    const work = () => {
      runs++;
      active++;
      most = Math.max(most, active);
      return new Promise<void>((resolve) => {
        finish = () => {
          active--;
          resolve();
        };
      });
    };
    const repeat = repeatEvery(1_000, work);
    repeat.start();
    repeat.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    // The run is still going: the interval does not start another beside it.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);

    let stopped = false;
    const stopping = repeat.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });
});
