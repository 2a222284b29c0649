import "server-only";
import { Temporal } from "temporal-polyfill";
import { catalogue } from "@/lib/catalogue";
import { config } from "@/lib/config";
import type { DoctorRules } from "./doctor-store";

/**
 * The rules a doctor's save is checked by, from the catalogue the pages are built from: its
 * categories (what a doctor may review), the condition pages that name a reviewer, and today
 * in the clinic's zone. The consultation types are booking's, given by the caller.
 */
export function doctorRules(consultationTypes: readonly string[]): DoctorRules {
  return {
    categories: catalogue.categories.map((c) => c.slug),
    consultationTypes,
    today: Temporal.Now.plainDateISO(config().timeZone).toString(),
    pages: catalogue.conditions.flatMap((c) =>
      c.reviewedBy ? [{ title: c.title, href: c.href, categorySlug: c.categorySlug, reviewedBy: c.reviewedBy }] : [],
    ),
  };
}
