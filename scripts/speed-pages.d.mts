// Types for speed-pages.mjs, which the measuring scripts run under plain Node.
export const speedPages: string[];
export function median(numbers: number[]): number;
export const defaultSlowdown: number;
export function calibratedSlowdown(machineIndex: number, asIndex: number): number;
/** One page's medians as npm run lighthouse prints them: performance score, LCP in seconds, TBT beyond the bare page in ms, CLS. */
export interface SpeedRow {
  path: string;
  perf: number;
  lcp: number;
  beyond: number;
  cls: number;
}
export function missedTargets(rows: SpeedRow[]): { target: string; missedBy: string[] }[];
