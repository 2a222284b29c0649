import { Link } from "@/components/ui/link";
import { BookToday } from "@/components/forms/book-today";
import { MarkdownPage, markdownPageMetadata } from "@/components/markdown-page";
import { Container } from "@/components/ui/container";
import { catalogue } from "@/lib/catalogue";
import { liveSite } from "@/lib/site";

export const metadata = markdownPageMetadata("about", "/about");

/** The About page links to 11 of the 13 categories (docs/product.md, Pages). */
const ABOUT_CATEGORY_LINKS = 11;

export default async function AboutPage() {
  const { anAyurvedicDoctor } = (await liveSite()).words;
  return (
    <>
      <MarkdownPage slug="about" eyebrow="About us" showDates={false} />
      <Container className="pb-4">
        <section className="mx-auto max-w-[70ch]" aria-labelledby="areas">
          <h2 id="areas" className="text-2xl">
            Areas of care
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {catalogue.categories.slice(0, ABOUT_CATEGORY_LINKS).map((c) => (
              <li key={c.slug}>
                <Link
                  href={c.href}
                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-brand hover:border-brand"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <BookToday>
          Your first consultation is free: a call with {anAyurvedicDoctor}, by video or phone, at a time you choose.
        </BookToday>
      </Container>
    </>
  );
}
