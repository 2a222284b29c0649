import { Link } from "@/components/ui/link";
import { CategoryCard } from "@/components/consultation/category-card";
import { firstScreenCards } from "@/components/artwork/artwork";
import { Container } from "@/components/ui/container";
import { catalogue } from "@/lib/catalogue";
import { legacyPageHref } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";
import { liveSite } from "@/lib/site";

/** "our certified doctors" only once the desk confirms the word (tagged site:claims). */
export async function generateMetadata() {
  const { certified } = (await liveSite()).words;
  return pageMetadata({
    title: "Ayurvedic Consultations by Health Concern",
    description: `Explore ${catalogue.categories.length} areas of Ayurvedic care and ${catalogue.conditions.length} conditions our ${certified}doctors help with in online video or phone consultations.`,
    path: "/consultations",
  });
}

export default function ConsultationsPage() {
  return (
    <Container className="py-12 md:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-saffron uppercase">Consultations</p>
        <h1 className="mt-2 text-4xl md:text-5xl">Find care for your health concern</h1>
        <p className="mt-4 text-lg">
          Choose an area of health to see the conditions our doctors consult on. Every consultation is online, by video
          or phone, and the first one is free.
        </p>
      </header>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {catalogue.categories.map((category, index) => (
          <CategoryCard
            key={category.slug}
            category={category}
            priority={index === 0}
            inline={index < firstScreenCards}
          />
        ))}
      </div>
      <section className="mt-16" aria-labelledby="popular">
        <h2 id="popular" className="text-3xl">
          Popular consultations
        </h2>
        <p className="mt-2">Quick guides to the concerns visitors ask us about most often.</p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {catalogue.legacyPages.map((page) => (
            <li key={page.slug}>
              <Link
                href={legacyPageHref(page.slug)}
                className="flex min-h-14 items-center rounded-xl border border-line bg-white px-4 py-3 font-medium text-ink hover:border-brand hover:text-brand"
              >
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
