import { afterEach, describe, expect, it, vi } from "vitest";
import { resetSingleton } from "./singleton.mjs";

/** Each import after resetModules is a separate copy of the module, as Next's bundles hold. */
const freshCopy = async () => {
  vi.resetModules();
  return import("./singleton.mjs");
};

describe("singleton", () => {
  afterEach(() => resetSingleton("jobRunner"));

  it("gives every copy of the code one value per name, made once", async () => {
    const make = vi.fn(() => new Set<() => void>());
    const first = (await freshCopy()).singleton("jobRunner", make);
    const second = (await freshCopy()).singleton("jobRunner", make);
    expect(second).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("peeks without making, and a reset makes the next one fresh", async () => {
    const { peekSingleton, singleton } = await freshCopy();
    expect(peekSingleton("jobRunner")).toBeUndefined();
    const first = singleton("jobRunner", () => new Set());
    expect(peekSingleton("jobRunner")).toBe(first);
    resetSingleton("jobRunner");
    expect(peekSingleton("jobRunner")).toBeUndefined();
    expect(singleton("jobRunner", () => new Set())).not.toBe(first);
  });
});
