import { notFound } from "next/navigation";
import { ConditionDetail } from "@/components/consultation/condition-detail";
import { catalogue } from "@/lib/catalogue";
import { pageMetadata } from "@/lib/seo/metadata";

export const dynamicParams = false;

type Params = { params: Promise<{ category: string; condition: string }> };

export function generateStaticParams() {
  return catalogue.conditions.map((c) => ({ category: c.categorySlug, condition: c.slug }));
}

export async function generateMetadata({ params }: Params) {
  const { category, condition: slug } = await params;
  const condition = catalogue.condition(category, slug);
  if (!condition) return {};
  return pageMetadata({
    title: `${condition.title}: Ayurvedic Care`,
    description: condition.description,
    path: condition.href,
    keywords: condition.keywords,
    type: "article",
  });
}

export default async function ConditionPage({ params }: Params) {
  const { category: categorySlug, condition: slug } = await params;
  const category = catalogue.category(categorySlug);
  const condition = catalogue.condition(categorySlug, slug);
  if (!category || !condition) notFound();
  return <ConditionDetail category={category} condition={condition} />;
}
