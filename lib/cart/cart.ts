/** The cart's rules, free of React and storage so they are easy to test. */
export type CartItem = {
  id: string;
  name: string;
  badge?: string;
  duration: string;
  /** US dollars. */
  price: number;
};

/** A monthly plan: the three are tiers of one plan, so a cart holds one of them (lib/payments/order.ts keeps the same rule). */
const monthly = (item: CartItem) => item.duration === "Monthly";

export type AddOutcome =
  | { status: "added"; items: readonly CartItem[] }
  | { status: "already in cart"; items: readonly CartItem[] }
  | { status: "replaced"; items: readonly CartItem[]; replaced: CartItem };

/** Adds a plan once; a monthly plan replaces the monthly plan already there, and says which. */
export function addToCart(items: readonly CartItem[], item: CartItem): AddOutcome {
  if (items.some((i) => i.id === item.id)) return { status: "already in cart", items };
  const replaced = monthly(item) ? items.find(monthly) : undefined;
  const kept = replaced ? items.filter((i) => i !== replaced) : items;
  return replaced
    ? { status: "replaced", items: [...kept, item], replaced }
    : { status: "added", items: [...kept, item] };
}

export function addItem(items: readonly CartItem[], item: CartItem): readonly CartItem[] {
  return addToCart(items, item).items;
}

export function removeItem(items: readonly CartItem[], id: string): readonly CartItem[] {
  return items.filter((i) => i.id !== id);
}

export const cartCount = (items: readonly CartItem[]) => items.length;
/**
 * The intro plan bought with a monthly plan is credited against the first month
 * (content/payment-terms.ts, lib/payments/credit.ts): what the cart takes off its sum.
 */
export const cartCredit = (items: readonly CartItem[]) =>
  items.some(monthly) ? items.filter((i) => !monthly(i)).reduce((sum, i) => sum + i.price, 0) : 0;

/** What the cart's plans cost together today, the credit taken off. */
export const cartTotal = (items: readonly CartItem[]) => items.reduce((sum, i) => sum + i.price, 0) - cartCredit(items);

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
