import { notFound } from "next/navigation";
import { ConditionDetail } from "@/components/consultation/condition-detail";
import { catalogue } from "@/lib/catalogue";
import { allArticles, getArticle } from "@/lib/catalogue/articles";
import { pageMetadata } from "@/lib/seo/metadata";

export const dynamicParams = false;

type Params = { params: Promise<{ category: string; condition: string }> };

export function generateStaticParams() {
  allArticles(); // checks every article once, so one bad file fails the build with its name
  return catalogue.conditions.map((c) => ({ category: c.categorySlug, condition: c.slug }));
}

export async function generateMetadata({ params }: Params) {
  const { category, condition: slug } = await params;
  const condition = catalogue.condition(category, slug);
  if (!condition) return {};
  const parent = catalogue.category(category)!;
  const article = getArticle(category, slug);
  // Two categories carry a "PCOS / PCOD" page: the category keeps their titles apart.
  const shared = catalogue.conditions.filter((c) => c.name === condition.name).length > 1;
  return pageMetadata({
    title: shared ? `${condition.name} (${parent.shortName}): Ayurvedic Care` : `${condition.name}: Ayurvedic Care`,
    description: article?.description ?? condition.description,
    path: condition.href,
    keywords: article?.keywords ?? [condition.name, parent.name, "Ayurveda"],
    type: "article",
  });
}

export default async function ConditionPage({ params }: Params) {
  const { category: categorySlug, condition: slug } = await params;
  const category = catalogue.category(categorySlug);
  const condition = catalogue.condition(categorySlug, slug);
  if (!category || !condition) notFound();
  return <ConditionDetail category={category} condition={condition} article={getArticle(categorySlug, slug)} />;
}
