import { CountButton } from "./count-button";

// The control for npm run bench:interactions: a bare Next.js page with one client component, a
// button that counts its presses. Its figure is what one interaction costs the framework alone.
export default function Page() {
  return (
    <main>
      <h1>A bare Next.js button</h1>
      <CountButton />
    </main>
  );
}
