import type { PersonQuery, LeadStore } from "./store/types";

/**
 * Everything the clinic holds about one person (docs/decisions/039), as the JSON file the
 * inbox's privacy page sends them: each lead whole (its consent among its fields, null for a
 * lead stored before the consent box) with its history and deliveries.
 */
export async function personalDataJson(
  store: Pick<LeadStore, "findPerson" | "historyFor" | "deliveriesFor">,
  person: PersonQuery,
  exportedAt: Date,
) {
  const leads = await store.findPerson(person);
  const full = await Promise.all(
    leads.map(async (lead) => ({
      ...lead,
      history: await store.historyFor(lead.id),
      deliveries: await store.deliveriesFor(lead.id),
    })),
  );
  return {
    count: leads.length,
    json: JSON.stringify({ exportedAt: exportedAt.toISOString(), request: person, leads: full }, null, 2),
  };
}
