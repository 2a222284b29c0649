import { notFound } from "next/navigation";
import { CategoryLanding } from "@/components/consultation/category-landing";
import { LegacyConsultation } from "@/components/consultation/legacy-consultation";
import { catalogue } from "@/lib/catalogue";
import { legacyPageHref } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

export const dynamicParams = false;

type Params = { params: Promise<{ category: string }> };

/** /consultations/{slug} serves the 13 category pages and the nine older simple pages. */
export function generateStaticParams() {
  return [...catalogue.categories.map((c) => c.slug), ...catalogue.legacyPages.map((p) => p.slug)].map((category) => ({
    category,
  }));
}

export async function generateMetadata({ params }: Params) {
  const { category: slug } = await params;
  const category = catalogue.category(slug);
  if (category) {
    return pageMetadata({
      title: `${category.name}: Ayurvedic Consultation`,
      description: category.subtitle,
      path: category.href,
      keywords: [category.name, "Ayurveda", ...category.conditions.map((c) => c.title)],
    });
  }
  const page = catalogue.legacyPage(slug);
  if (!page) return {};
  return pageMetadata({ title: page.title, description: page.description, path: legacyPageHref(page.slug) });
}

export default async function CategoryPage({ params }: Params) {
  const { category: slug } = await params;
  const category = catalogue.category(slug);
  if (category) return <CategoryLanding category={category} />;
  const page = catalogue.legacyPage(slug);
  if (page) return <LegacyConsultation page={page} />;
  notFound();
}
