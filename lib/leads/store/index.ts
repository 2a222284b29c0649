import "server-only";
import { database, type Database } from "@/lib/db";
import { openLeadStore } from "./store";
import type { LeadStore } from "./types";

export type { LeadStore } from "./types";

const stores = new WeakMap<Database, LeadStore>();

/** The lead store on this process's one database (lib/db: DATABASE_URL, or the embedded store). */
export async function leadStore(): Promise<LeadStore> {
  const db = await database();
  let store = stores.get(db);
  if (!store) stores.set(db, (store = openLeadStore(db)));
  return store;
}
