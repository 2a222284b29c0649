import { describe, expect, it } from "vitest";
import { claiming, held } from "./claim";

const pgError = (code: string) => Object.assign(new Error(code), { code });

describe("claiming a time", () => {
  it("tries again after PostgreSQL ends two bookings' wait as a deadlock, so the visitor is booked rather than shown an error", async () => {
    let calls = 0;
    const result = await claiming(async () => {
      calls++;
      if (calls === 1) throw pgError("40P01");
      return "booked";
    });
    expect(result).toBe("booked");
    expect(calls).toBe(2);
  });

  it("says the time is held when the exclusion constraint refuses it, or deadlocks persist", async () => {
    expect(await claiming(async () => Promise.reject(pgError("23P01")))).toBe(held);
    expect(await claiming(async () => Promise.reject(pgError("40P01")))).toBe(held);
  });

  it("lets any other failure through", async () => {
    await expect(claiming(async () => Promise.reject(pgError("57P01")))).rejects.toThrow("57P01");
  });
});
