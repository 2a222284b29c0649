import { afterEach, describe, expect, it, vi } from "vitest";
import { resetSingleton } from "./singleton.mjs";

/** Each import after resetModules is a separate copy of the module, as Next's bundles hold. */
const freshCopy = async () => {
  vi.resetModules();
  return import("./singleton.mjs");
};

describe("singleton", () => {
  afterEach(() => resetSingleton("outboxSignal"));

  it("gives every copy of the code one value per name, made once", async () => {
    const make = vi.fn(() => new Set<() => void>());
    const first = (await freshCopy()).singleton("outboxSignal", make);
    const second = (await freshCopy()).singleton("outboxSignal", make);
    expect(second).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("peeks without making, and a reset makes the next one fresh", async () => {
    const { peekSingleton, singleton } = await freshCopy();
    expect(peekSingleton("outboxSignal")).toBeUndefined();
    const first = singleton("outboxSignal", () => new Set());
    expect(peekSingleton("outboxSignal")).toBe(first);
    resetSingleton("outboxSignal");
    expect(peekSingleton("outboxSignal")).toBeUndefined();
    expect(singleton("outboxSignal", () => new Set())).not.toBe(first);
  });
});
