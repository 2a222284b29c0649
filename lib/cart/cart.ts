/** The cart's rules, free of React and storage so they are easy to test. */
export type CartItem = {
  id: string;
  name: string;
  badge?: string;
  duration: string;
  /** US dollars. */
  price: number;
};

export function addItem(items: readonly CartItem[], item: CartItem): readonly CartItem[] {
  return items.some((i) => i.id === item.id) ? items : [...items, item];
}

export function removeItem(items: readonly CartItem[], id: string): readonly CartItem[] {
  return items.filter((i) => i.id !== id);
}

export const cartCount = (items: readonly CartItem[]) => items.length;
export const cartTotal = (items: readonly CartItem[]) => items.reduce((sum, i) => sum + i.price, 0);

export const formatUsd = (amount: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(amount);

/** Reads stored items defensively: anything malformed in storage is dropped, never thrown. */
export function parseStoredCart(raw: string | null): readonly CartItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (i): i is CartItem =>
          typeof i === "object" &&
          i !== null &&
          typeof i.id === "string" &&
          typeof i.name === "string" &&
          typeof i.duration === "string" &&
          typeof i.price === "number" &&
          Number.isFinite(i.price) &&
          (i.badge === undefined || typeof i.badge === "string"),
      )
      .reduce<readonly CartItem[]>(addItem, []);
  } catch {
    return [];
  }
}
