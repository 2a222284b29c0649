type PlanLine = { name?: unknown; id?: unknown; price?: unknown; period?: unknown };

/** A cart line as the clinic reads it: "Starter Care Plan ($199/month)". */
export function planLine(line: unknown): string {
  if (typeof line !== "object" || line === null) return String(line);
  const { name, id, price, period } = line as PlanLine;
  const per = period === "month" ? "/month" : period ? ` ${String(period)}` : "";
  return `${String(name ?? id ?? "")}${price !== undefined ? ` ($${String(price)}${per})` : ""}`;
}
