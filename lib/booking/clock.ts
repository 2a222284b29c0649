/**
 * 12- or 24-hour times for the visitor's pages, from their language: the hour cycle Intl gives
 * the most preferred language it supports (en-US, en-AU, en-IN: 12-hour; en-GB, de, fr: 24-hour).
 * The pages read the languages from Accept-Language, which browsers send from the same settings
 * as navigator.language; a request with none gets 24-hour times, as the clinic writes them.
 */
export type HourCycle = "h12" | "h23";

export function hourCycleOf(languages: readonly string[]): HourCycle {
  for (const language of languages) {
    // An unsupported language would silently take the runtime's default locale instead.
    let supported: string[];
    try {
      supported = Intl.DateTimeFormat.supportedLocalesOf(language);
    } catch {
      continue;
    }
    if (!supported.length) continue;
    const cycle = new Intl.DateTimeFormat(supported[0], { hour: "numeric" }).resolvedOptions().hourCycle;
    if (cycle) return cycle === "h11" || cycle === "h12" ? "h12" : "h23";
  }
  return "h23";
}

/** "13:30" (a wall-clock time, already the zone's, from Temporal) on the visitor's clock: "13:30" or "1:30 PM". */
export function clockTime(time: string, cycle: HourCycle): string {
  if (cycle === "h23") return time;
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
}
