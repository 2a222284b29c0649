/**
 * An amount of money as the clinic charges it: a whole number of the currency's smallest unit
 * (cents) with its currency, so no sum is ever a fraction away from what Stripe charges.
 */
export type Currency = "USD";
export type Money = { readonly cents: number; readonly currency: Currency };

/** US dollars, given in cents; refuses anything but a whole, non-negative number. */
export function usdCents(cents: number): Money {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`an amount must be a whole number of cents, not ${cents}`);
  return { cents, currency: "USD" };
}

/** Whole US dollars, as the plans are priced. */
export const usd = (dollars: number) => usdCents(dollars * 100);

/** The sum of amounts in one currency; the currency of an empty sum is the one given. */
export function sum(amounts: readonly Money[], currency: Currency = "USD"): Money {
  for (const amount of amounts) {
    if (amount.currency !== currency) throw new Error(`cannot add ${amount.currency} to ${currency}`);
  }
  return { cents: amounts.reduce((total, amount) => total + amount.cents, 0), currency };
}

const formats = new Map<string, Intl.NumberFormat>();

/** "$199", or "$19.50" when there are cents: how the pages show an amount. */
export function formatMoney({ cents, currency }: Money): string {
  const whole = cents % 100 === 0;
  const key = `${currency}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}
