import { notFound } from "next/navigation";

/**
 * Any public address no other route answers: a 404 inside the site's frame
 * (app/(site)/not-found.tsx), instead of the bare root not-found page.
 */
export default function Missing() {
  notFound();
}
