// A heading and twelve paragraphs: text only, nothing interactive, no client component. What
// Lighthouse measures here is what Next.js itself costs a page (decision 045).
const paragraphs = Array.from(
  { length: 12 },
  (_, i) =>
    `Paragraph ${i + 1}. This page is rendered by the same version of Next.js and React as the site, with none of the site's code, so that its figures show what the framework alone costs on this machine at this minute.`,
);

export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </main>
  );
}
