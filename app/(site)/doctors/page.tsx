import { DoctorsView, doctorsMetadata } from "./doctors-view";

export const generateMetadata = doctorsMetadata;

/**
 * Prerendered without a search; an address with a query (a search, or a card's 'Book an
 * appointment') is rendered per request by app/(site)/filtered, so a search works without
 * JavaScript and can be shared (decision 040).
 */
export default function DoctorsPage() {
  return <DoctorsView params={{}} />;
}
