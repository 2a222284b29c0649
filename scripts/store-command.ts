// What the store's command-line tools (npm run staff, npm run booking) share: a wrong use that
// prints the usage, and one way to end: the database closed, and an exit code for a wrong use (2)
// or a store that refused to open (1).
import { closeDatabase, StoreRefusal } from "@/lib/db";

/** A mistake in how the command was called: its message, then the usage, and exit code 2. */
export class UsageError extends Error {}

/** Runs a tool's `main` on the command line's arguments, then closes the database whatever happened. */
export async function runStoreCommand(main: (args: string[]) => Promise<void>, usage: string) {
  try {
    await main(process.argv.slice(2));
    await closeDatabase();
  } catch (error) {
    await closeDatabase().catch(() => undefined);
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      process.exit(2);
    }
    if (error instanceof StoreRefusal) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
