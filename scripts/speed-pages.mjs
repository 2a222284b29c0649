// The ten pages the speed targets name (docs/speed.md), measured by npm run lighthouse and
// npm run bench:main-thread.
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
