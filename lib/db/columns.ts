import type { Selectable } from "kysely";
import type { DB } from "./schema";

/**
 * The values a text column's CHECK lists, as the generated schema types them
 * (scripts/db-types/generate.ts): a status set is written once, in its migration, and a label map
 * keyed by it fails to compile when a migration adds a value it lacks.
 */
export type ColumnValues<T extends keyof DB, C extends keyof Selectable<DB[T]>> = NonNullable<Selectable<DB[T]>[C]>;
