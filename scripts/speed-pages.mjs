// What npm run lighthouse and npm run bench:main-thread share: the ten pages the speed targets
// name (docs/speed.md), and how a page's runs become one figure.
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
