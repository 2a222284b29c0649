// Types for speed-pages.mjs, which the measuring scripts run under plain Node.
export const speedPages: string[];
export function median(numbers: number[]): number;
export const defaultSlowdown: number;
export function calibratedSlowdown(machineIndex: number, asIndex: number): number;
