/** An audit row's detail as one line of text: "from: new, to: contacted"; nested values flattened. */
export function detailText(detail: Record<string, unknown>, prefix = ""): string {
  return Object.entries(detail)
    .map(([key, value]) => {
      const name = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === "object" && !Array.isArray(value))
        return detailText(value as Record<string, unknown>, name);
      return `${name}: ${Array.isArray(value) ? value.join(", ") : String(value)}`;
    })
    .filter(Boolean)
    .join("; ");
}
