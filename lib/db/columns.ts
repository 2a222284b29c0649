import type { Selectable } from "kysely";
import { z } from "zod";
import type { DB } from "./schema";

/**
 * The values a text column's CHECK lists, as the generated schema types them
 * (scripts/db-types/generate.ts): a status set is written once, in its migration, and a label map
 * keyed by it fails to compile when a migration adds a value it lacks.
 */
export type ColumnValues<T extends keyof DB, C extends keyof Selectable<DB[T]>> = NonNullable<Selectable<DB[T]>[C]>;

/**
 * A JSON object column (an audit row's detail, a lead's details) as it is read: an object's
 * entries, and nothing (an empty object) for any other JSON a hand or an older release wrote.
 */
const jsonObjectSchema = z.record(z.string(), z.unknown());
export const jsonObject = (value: unknown): Record<string, unknown> => jsonObjectSchema.safeParse(value).data ?? {};
