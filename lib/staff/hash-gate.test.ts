import { describe, expect, it } from "vitest";
import { createHashGate } from "./hash-gate";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the hash gate", () => {
  it("runs a fixed number at once, queues a few more, and refuses the rest", async () => {
    const gate = createHashGate({ concurrency: 2, queueLength: 1 });
    const [a, b, c] = [gate.reserve("other")!, gate.reserve("other")!, gate.reserve("other")!];
    expect(gate.reserve("other")).toBeUndefined();
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    let cStarted = false;
    void c.ready.then(() => (cStarted = true));
    await settle();
    expect(cStarted).toBe(false);
    a.release();
    await settle();
    expect(cStarted).toBe(true);
    b.release();
    c.release();
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("lets a known browser's sign-in go first, in a queue strangers cannot fill", async () => {
    const gate = createHashGate({ concurrency: 1, queueLength: 1 });
    const running = gate.reserve("other")!;
    const stranger = gate.reserve("other")!;
    expect(gate.reserve("other")).toBeUndefined();
    const staff = gate.reserve("trusted")!;
    const order: string[] = [];
    void stranger.ready.then(() => order.push("stranger"));
    void staff.ready.then(() => order.push("staff"));
    running.release();
    await settle();
    expect(order).toEqual(["staff"]);
    staff.release();
    await settle();
    expect(order).toEqual(["staff", "stranger"]);
    stranger.release();
  });

  it("takes a place given up while waiting out of the queue, and counts a double release once", async () => {
    const gate = createHashGate({ concurrency: 1, queueLength: 2 });
    const running = gate.reserve("other")!;
    const gaveUp = gate.reserve("other")!;
    const next = gate.reserve("other")!;
    gaveUp.release();
    gaveUp.release();
    expect(gate.load).toEqual({ running: 1, waiting: 1 });
    let started = false;
    void next.ready.then(() => (started = true));
    running.release();
    running.release();
    await settle();
    expect(started).toBe(true);
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    next.release();
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
