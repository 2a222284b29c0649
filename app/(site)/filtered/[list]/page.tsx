import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogView, blogsMetadata } from "../../blogs/blog-view";
import { DoctorsView, doctorsMetadata } from "../../doctors/doctors-view";
import { ProductsView, productsMetadata } from "../../products/products-view";
import type { SearchParams } from "@/lib/filters/query";
import type { FilteredList } from "@/lib/filters/filtered-lists";

/**
 * /products, /blogs and /doctors for an address with a query (a filter, a page, a search),
 * rendered per request so it works without JavaScript. proxy.ts rewrites such addresses here;
 * the address the visitor sees does not change, and the page's canonical link is the list's own
 * (decision 040). Without a query those pages are prerendered.
 */
const lists: Record<
  FilteredList,
  {
    View: (props: { params: SearchParams }) => React.ReactNode | Promise<React.ReactNode>;
    metadata: Metadata | (() => Promise<Metadata>);
  }
> = {
  products: { View: ProductsView, metadata: productsMetadata },
  blogs: { View: BlogView, metadata: blogsMetadata },
  doctors: { View: DoctorsView, metadata: doctorsMetadata },
};

type Props = { params: Promise<{ list: string }>; searchParams: Promise<SearchParams> };

const listOf = async (params: Props["params"]) => lists[(await params).list as FilteredList];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = (await listOf(params))?.metadata ?? {};
  return typeof metadata === "function" ? metadata() : metadata;
}

export default async function FilteredListPage({ params, searchParams }: Props) {
  const list = await listOf(params);
  if (!list) notFound();
  return <list.View params={await searchParams} />;
}
