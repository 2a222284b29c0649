"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { maxNoteLength } from "@/lib/leads/pipeline/notes";
import { isLeadStatus } from "@/lib/leads/record";
import { leadStore } from "@/lib/leads/store";
import { messageDesk } from "@/lib/messages";
import { log } from "@/lib/log";
import { leadPath } from "@/lib/staff/inbox-gate";
import { filterQuery, parseFilters, withQuery } from "./filters";
import { actor, requireStaff } from "./session";
import { formDataOf } from "@/lib/net/action-arguments";

/**
 * The inbox's writes. Each is a plain <form> POST (components/ui/action-form.tsx, hence the
 * state each ignores), so it works without JavaScript; each checks
 * the session itself (proxy.ts covers /inbox, but an action must not rely on a matcher), then
 * redirects back to the page the clinic was looking at. Bad input never costs a 5xx: the
 * clinic is sent back with a message in the address instead, and a call whose arguments are
 * not a form's (a forged request) does nothing (lib/net/action-arguments.ts).
 */

/** The filters the form came from, re-read and rebuilt: never a URL taken as given. */
const back = (formData: FormData) => parseFilters(new URLSearchParams(String(formData.get("return") ?? "")));

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
};

const leadPage = (id: string, query = "") => withQuery(leadPath(id), query);

/** Where an action lands: the lead's own page when the form was there, else the list at the same filters. */
function destination(formData: FormData, id: string, message?: string) {
  if (text(formData, "from") === "lead")
    return `${leadPage(id, message ? `error=${message}` : "")}#${message ? "update" : "history"}`;
  return `${withQuery("/inbox", filterQuery(back(formData)))}#lead-${encodeURIComponent(id)}`;
}

export async function setLeadStatus(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "setLeadStatus");
  if (!formData) return;
  const staff = await requireStaff();
  const id = text(formData, "id");
  const status = text(formData, "status");
  const note = text(formData, "note");
  if (!id) redirect("/inbox");
  if (!isLeadStatus(status)) redirect(destination(formData, id, "status"));
  if (note.length > maxNoteLength) redirect(destination(formData, id, "note-length"));
  const found = await (await leadStore()).setStatus(id, status, new Date(), { by: actor(staff), note });
  if (!found) redirect("/inbox?missing=1");
  revalidatePath("/inbox");
  redirect(destination(formData, id));
}

export async function addLeadNote(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "addLeadNote");
  if (!formData) return;
  const staff = await requireStaff();
  const id = text(formData, "id");
  const note = text(formData, "note").trim();
  if (!id) redirect("/inbox");
  if (!note) redirect(`${leadPage(id, "error=note-empty")}#notes`);
  if (note.length > maxNoteLength) redirect(`${leadPage(id, "error=note-length")}#notes`);
  const found = await (await leadStore()).addNote(id, note, new Date(), actor(staff));
  if (!found) redirect("/inbox?missing=1");
  redirect(`${leadPage(id)}#history`);
}

/**
 * Staff record that a person withdrew their consent to one lead (docs/leads.md, Consent): after
 * the confirmation, the lead is erased with its history and deliveries, and the erasure audit
 * keeps "withdrawal" as its reason, who and when, never whose.
 */
export async function withdrawConsent(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "withdrawConsent");
  if (!formData) return;
  const staff = await requireStaff();
  const id = text(formData, "id");
  if (!id) redirect("/inbox");
  if (formData.get("confirm") !== "yes") redirect(`${leadPage(id, "error=withdraw-confirm")}#consent`);
  const erased = await (await leadStore()).eraseLeads([id], { at: new Date(), by: actor(staff), reason: "withdrawal" });
  if (!erased) redirect("/inbox?missing=1");
  log().info(
    { event: "privacy.consent-withdrawn", staffId: staff.id, leads: erased },
    "privacy: a lead erased after its consent was withdrawn",
  );
  revalidatePath("/inbox");
  redirect("/inbox?withdrawn=1");
}

export async function retryFailedDeliveries(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "retryFailedDeliveries");
  if (!formData) return;
  await requireStaff();
  const store = await leadStore();
  // Each retried delivery or message gets a new job, which wakes the runners.
  const now = new Date();
  const count = (await store.retryFailed(now)) + (await (await messageDesk()).retryFailed(now));
  revalidatePath("/inbox");
  const query = filterQuery(back(formData));
  redirect(`${withQuery("/inbox", [query, `retried=${count}`].filter(Boolean).join("&"))}#deliveries`);
}
