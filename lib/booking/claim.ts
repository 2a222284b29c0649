/**
 * Claiming a time: the database's exclusion constraint on bookings decides who holds it.
 */
const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;
const isExclusionViolation = (error: unknown) => errorCode(error) === "23P01";
/**
 * Two bookings of one time inserted at once each wait for the other's row under the exclusion
 * constraint, and PostgreSQL ends the wait by aborting one as a deadlock. The aborted one tries
 * again: it then waits for the other's commit and meets the constraint like any later booking.
 */
const isDeadlock = (error: unknown) => errorCode(error) === "40P01";
const deadlockRetries = 3;
export const held = Symbol("held by another booking");

/** A second standing booking of one order (migration 0031's unique index): the order's consultation is booked already. */
export const isOrderBooked = (error: unknown) =>
  errorCode(error) === "23505" && (error as { constraint?: unknown }).constraint === "bookings_one_standing_per_order";
export const orderBooked = Symbol("the order has its booking");

/** Runs a transaction that claims a time: `held` when another booking holds it, a deadlock retried first. */
export async function claiming<T>(work: () => Promise<T>): Promise<T | typeof held> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (isDeadlock(error) && attempt < deadlockRetries) continue;
      if (isExclusionViolation(error) || isDeadlock(error)) return held;
      throw error;
    }
  }
}
