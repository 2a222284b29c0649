"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { assertInboxAccess } from "@/lib/leads/inbox-auth";
import { kickOutbox } from "@/lib/leads/outbox/signal";
import { leadStore } from "@/lib/leads/store";
import { filterQuery, parseFilters, withQuery } from "./filters";

/**
 * The inbox's two writes. Each is a plain <form> POST, so it works without JavaScript; each
 * checks the Basic credentials itself (proxy.ts covers /inbox, but an action must not rely
 * on a matcher), then redirects back to the page the clinic was looking at.
 */

/** The filters the form came from, re-read and rebuilt: never a URL taken as given. */
const back = (formData: FormData) => parseFilters(new URLSearchParams(String(formData.get("return") ?? "")));

export async function setLeadStatus(formData: FormData) {
  assertInboxAccess(await headers());
  const id = String(formData.get("id") ?? "");
  const status = formData.get("status");
  if (!id || (status !== "new" && status !== "contacted")) throw new Error("Unknown lead or status");
  const store = await leadStore();
  await store.setStatus(id, status, new Date());
  revalidatePath("/inbox");
  redirect(`${withQuery("/inbox", filterQuery(back(formData)))}#lead-${encodeURIComponent(id)}`);
}

export async function retryFailedDeliveries(formData: FormData) {
  assertInboxAccess(await headers());
  const store = await leadStore();
  const count = await store.retryFailed(new Date());
  kickOutbox();
  revalidatePath("/inbox");
  const query = filterQuery(back(formData));
  redirect(`${withQuery("/inbox", [query, `retried=${count}`].filter(Boolean).join("&"))}#deliveries`);
}
