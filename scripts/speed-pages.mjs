// What npm run lighthouse and npm run bench:main-thread share: the ten pages the speed targets
// name (docs/speed.md), and how a page's runs become one figure; and Lighthouse's targets and
// its CPU slowdown calibrated to a machine of another speed (decision 057).
export const speedPages = [
  "/",
  "/consultations",
  "/consultations/womens-health",
  "/consultations/womens-health/pcos-pcod",
  "/consultations/piles",
  "/products",
  "/blogs",
  "/book-my-diet",
  "/doctors",
  "/faq",
];

/** The middle value (the upper one of the two middle values of an even count). */
export const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Lighthouse's default: its simulated phone is four times slower than the machine it runs on. */
export const defaultSlowdown = 4;

/**
 * The CPU slowdown that makes a machine of benchmark index `machineIndex` measure as a machine
 * of index `asIndex` would with the default slowdown: the index is proportional to the
 * machine's speed, so a machine twice as fast is slowed down twice as much. Rounded to 0.01.
 */
export const calibratedSlowdown = (machineIndex, asIndex) =>
  Math.round(((defaultSlowdown * machineIndex) / asIndex) * 100) / 100;

/**
 * The speed targets each of the ten pages is held to on the simulated phone (docs/speed.md),
 * medians of the runs: what `npm run lighthouse` checks and prints, not what fails the suite
 * (these figures move with the machine).
 */
const speedTargets = [
  { name: "performance at least 90", met: (row) => row.perf >= 90 },
  { name: "LCP at most 1.5 s", met: (row) => row.lcp <= 1.5 },
  { name: "TBT at most 50 ms beyond the bare page", met: (row) => row.beyond <= 50 },
  { name: "CLS at most 0.01", met: (row) => row.cls <= 0.01 },
];

/** Per target, the pages among `rows` that missed it (an empty list when all met it). */
export const missedTargets = (rows) =>
  speedTargets.map((target) => ({
    target: target.name,
    missedBy: rows.filter((row) => !target.met(row)).map((row) => row.path),
  }));
