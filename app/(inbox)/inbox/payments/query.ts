/** /inbox/payments with a query and the order it is about, whose refund form the page opens at. */
export function paymentsPath(query: Record<string, string>, orderId?: string): string {
  const search = new URLSearchParams(query).toString();
  return `/inbox/payments${search ? `?${search}` : ""}${orderId ? `#order-${encodeURIComponent(orderId)}` : ""}`;
}
