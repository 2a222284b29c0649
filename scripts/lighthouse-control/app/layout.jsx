// The control page's root layout: the framework's own html and body, no stylesheet, no fonts,
// no component of the site (scripts/lighthouse-control.mjs says why this app exists).
export const metadata = { title: "A bare Next.js page", description: "The framework alone, measured beside the site." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: "1rem", lineHeight: 1.5 }}>{children}</body>
    </html>
  );
}
