import { describe, expect, it } from "vitest";
import {
  addItem,
  addToCart,
  cartCount,
  cartCredit,
  cartTotal,
  formatUsd,
  parseStoredCart,
  removeItem,
  type CartItem,
} from "./cart";

const starter: CartItem = { id: "starter-care-plan", name: "Starter Care Plan", duration: "Monthly", price: 199 };
const complete: CartItem = {
  id: "complete-healing-plan",
  name: "Complete Healing Plan",
  badge: "MOST POPULAR",
  duration: "Monthly",
  price: 349,
};
const intro: CartItem = { id: "intro-plan", name: "$19 Intro Plan", duration: "One-time", price: 19 };

describe("cart rules", () => {
  it("adds an item once: a second add of the same id is ignored", () => {
    const once = addItem([], starter);
    const twice = addItem(once, { ...starter, price: 1 });
    expect(twice).toBe(once);
    expect(twice).toEqual([starter]);
  });

  it("derives the count and the total from the items, the intro plan credited against a monthly plan", () => {
    const items = addItem(addItem([], complete), intro);
    expect(cartCount(items)).toBe(2);
    expect(cartCredit(items)).toBe(19);
    expect(cartTotal(items)).toBe(349);
    expect(formatUsd(cartTotal(items))).toBe("$349");
    // Alone, the intro plan is what it costs.
    expect(cartCredit([intro])).toBe(0);
    expect(cartTotal([intro])).toBe(19);
  });

  it("holds one monthly plan: a second replaces the first and says which, the intro plan stays", () => {
    const first = addItem(addItem([], starter), intro);
    const outcome = addToCart(first, complete);
    expect(outcome).toEqual({ status: "replaced", items: [intro, complete], replaced: starter });
    expect(cartTotal(outcome.items)).toBe(349);
    expect(addToCart(outcome.items, intro)).toMatchObject({ status: "already in cart", items: [intro, complete] });
    expect(addToCart([complete], intro)).toEqual({ status: "added", items: [complete, intro] });
  });

  it("removes by id", () => {
    expect(removeItem([starter, complete], starter.id)).toEqual([complete]);
  });

  it("restores a stored cart and drops malformed or duplicate entries", () => {
    const raw = JSON.stringify([starter, starter, { id: 3 }, { ...complete, price: "349" }, intro]);
    expect(parseStoredCart(raw)).toEqual([starter, intro]);
    // A cart stored before the one-plan rule keeps its latest monthly plan.
    expect(parseStoredCart(JSON.stringify([starter, complete]))).toEqual([complete]);
    expect(parseStoredCart("{not json")).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });
});
