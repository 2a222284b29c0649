import "server-only";
import { database } from "@/lib/db";
import { databaseCounter, type WindowCounter } from "./window-counter";

/**
 * The counter a limit keeps its state in: the site's database, through its one pool, so that
 * every process and instance on it counts together (docs/decisions/024, 046).
 */
export function sharedCounter(name: string, windowMs: number): WindowCounter {
  return databaseCounter({ db: database, name, windowMs });
}
