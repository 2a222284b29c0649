import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge: it would add about 9 KB of
 * JavaScript to every page, and our variants are written so that extra classes never
 * fight the defaults.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

/** Each value once, in English alphabetical order: the options of a filter. */
export const sortedUnique = (values: readonly string[]) =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b, "en"));
