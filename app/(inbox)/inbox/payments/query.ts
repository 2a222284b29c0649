/** /inbox/payments with a query and the order it is about, whose refund form the page opens at. */
export function paymentsPath(query: Record<string, string>, orderId?: string): string {
  const search = new URLSearchParams(query).toString();
  return `/inbox/payments${search ? `?${search}` : ""}${orderId ? `#order-${encodeURIComponent(orderId)}` : ""}`;
}

/** One value of the address's query, or "" for none or several. */
export const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");
