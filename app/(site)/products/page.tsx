import { ProductsView, productsMetadata } from "./products-view";

export const metadata = productsMetadata;

/**
 * The 13 product categories, filtered by health concern (?concern=detox&concern=metabolism:
 * every one must match). This page is prerendered without a selection; an address with a
 * query is rendered per request by app/(site)/filtered (decision 040).
 */
export default function ProductsPage() {
  return <ProductsView params={{}} />;
}
