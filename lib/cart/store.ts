"use client";

import { useSyncExternalStore } from "react";
import { addToCart, parseStoredCart, removeItem, type AddOutcome, type CartItem } from "./cart";

const STORAGE_KEY = "cart:v1";
const EMPTY: readonly CartItem[] = [];
const listeners = new Set<() => void>();
let items: readonly CartItem[] | undefined;

function read(): readonly CartItem[] {
  if (items === undefined) {
    try {
      items = parseStoredCart(window.localStorage.getItem(STORAGE_KEY));
    } catch {
      items = EMPTY;
    }
  }
  return items;
}

function write(next: readonly CartItem[]) {
  if (next === items) return;
  items = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage can be full or blocked (private mode); the cart still works for this visit.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart: re-read it.
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY) {
      items = undefined;
      listener();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useCart(): readonly CartItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

export const cart = {
  /** Adds the item unless it is already there, a monthly plan in place of another; says which, so the visitor is told the truth. */
  add: (item: CartItem): AddOutcome => {
    const outcome = addToCart(read(), item);
    write(outcome.items);
    return outcome;
  },
  remove: (id: string) => write(removeItem(read(), id)),
  clear: () => write(EMPTY),
};
