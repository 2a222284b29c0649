/**
 * The browser family a session was opened from, for the account page's list of sessions: a
 * few rules on the User-Agent header, first match wins (the order matters: Edge and Opera also
 * say Chrome, Chrome also says Safari). Enough to tell one's own phone from a desk computer;
 * not a fingerprint, and nothing is decided by it.
 */
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrom(?:e|ium)\/|\bCriOS\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const systems: readonly [RegExp, string][] = [
  [/\biPhone|\biPad|\biPod/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b|\bMac OS X\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** "Firefox on Linux", "Safari on iOS", or "Unknown browser". */
export function browserFamily(userAgent: string | null | undefined): string {
  const agent = (userAgent ?? "").slice(0, 512);
  const browser = browsers.find(([rule]) => rule.test(agent))?.[1];
  const system = systems.find(([rule]) => rule.test(agent))?.[1];
  if (!browser) return system ? `Unknown browser on ${system}` : "Unknown browser";
  return system ? `${browser} on ${system}` : browser;
}
