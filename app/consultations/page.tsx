import { CategoryCard } from "@/components/consultation/category-card";
import { Container } from "@/components/ui/container";
import { catalogue } from "@/lib/catalogue";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Ayurvedic Consultations by Health Concern",
  description: `Explore ${catalogue.categories.length} areas of Ayurvedic care and ${catalogue.conditions.length} conditions our certified doctors help with in online video or phone consultations.`,
  path: "/consultations",
});

export default function ConsultationsPage() {
  return (
    <Container className="py-12 md:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-saffron uppercase">Consultations</p>
        <h1 className="mt-2 text-4xl md:text-5xl">Find care for your health concern</h1>
        <p className="mt-4 text-lg">
          Choose an area of health to see the conditions our doctors consult on. Every consultation is online, by video or
          phone, and the first one is free.
        </p>
      </header>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {catalogue.categories.map((category) => (
          <CategoryCard key={category.slug} category={category} />
        ))}
      </div>
    </Container>
  );
}
