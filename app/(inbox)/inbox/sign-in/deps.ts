import "server-only";
import { config } from "@/lib/config";
import { database } from "@/lib/db";
import { signInGuards, hashGate, staffStore } from "@/lib/staff";
import type { SignInDeps } from "@/lib/staff";

/** What sign-in's two steps work with, on this process's store and limits. */
export async function signInDeps(): Promise<SignInDeps> {
  return {
    store: await staffStore(),
    guards: signInGuards(),
    gate: hashGate(),
    now: () => new Date(),
    sessionMs: config().inbox.sessionMs,
    requireTwoFactor: config().inbox.requireTwoFactor,
    vault: (await database()).vault,
  };
}
