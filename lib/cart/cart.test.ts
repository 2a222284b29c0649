import { describe, expect, it } from "vitest";
import { addItem, cartCount, cartTotal, formatUsd, parseStoredCart, removeItem, type CartItem } from "./cart";

const starter: CartItem = { id: "starter-care-plan", name: "Starter Care Plan", duration: "Monthly", price: 199 };
const complete: CartItem = {
  id: "complete-healing-plan",
  name: "Complete Healing Plan",
  badge: "MOST POPULAR",
  duration: "Monthly",
  price: 349,
};

describe("cart rules", () => {
  it("adds an item once: a second add of the same id is ignored", () => {
    const once = addItem([], starter);
    const twice = addItem(once, { ...starter, price: 1 });
    expect(twice).toBe(once);
    expect(twice).toEqual([starter]);
  });

  it("derives the count and the total from the items", () => {
    const items = addItem(addItem([], starter), complete);
    expect(cartCount(items)).toBe(2);
    expect(cartTotal(items)).toBe(548);
    expect(formatUsd(cartTotal(items))).toBe("$548");
  });

  it("removes by id", () => {
    expect(removeItem([starter, complete], starter.id)).toEqual([complete]);
  });

  it("restores a stored cart and drops malformed or duplicate entries", () => {
    const raw = JSON.stringify([starter, starter, { id: 3 }, { ...complete, price: "349" }, complete]);
    expect(parseStoredCart(raw)).toEqual([starter, complete]);
    expect(parseStoredCart("{not json")).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });
});
