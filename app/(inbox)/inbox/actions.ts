"use server";

import { revalidatePath } from "next/cache";
import { notFound, redirect } from "next/navigation";
import { idPatterns, inputOf, type Input } from "@/lib/input";
import { maxNoteLength, isLeadStatus, leadStore } from "@/lib/leads";
import { messageDesk } from "@/lib/messages";
import { log } from "@/lib/log";
import { leadPath } from "@/lib/desk-paths";
import { filterQuery, parseFilters, withQuery } from "./filters";
import { requireLeadAccess } from "./access";
import { actor, requirePermission } from "./session";
import { formDataOf } from "@/lib/net/action-arguments";
import { patients } from "@/lib/patients";

/**
 * The inbox's writes. Each is a plain <form> POST (components/ui/action-form.tsx, hence the
 * state each ignores), so it works without JavaScript; each checks
 * the session itself (proxy.ts covers /inbox, but an action must not rely on a matcher), then
 * redirects back to the page the clinic was looking at. Bad input never costs a 5xx: the
 * clinic is sent back with a message in the address instead, and a call whose arguments are
 * not a form's (a forged request) does nothing (lib/net/action-arguments.ts). The form is read
 * through lib/input; one holding a NUL is forged, and answered 404.
 */

/** The filters the form came from, re-read and rebuilt: never a URL taken as given. */
const back = (form: Input) => parseFilters(inputOf(new URLSearchParams(form.text("return", 1000))) ?? notFound());

const leadPage = (id: string, query = "") => withQuery(leadPath(id), query);

/** Where an action lands: the lead's own page when the form was there, else the list at the same filters. */
function destination(form: Input, id: string, message?: string) {
  if (form.text("from") === "lead")
    return `${leadPage(id, message ? `error=${message}` : "")}#${message ? "update" : "history"}`;
  return `${withQuery("/inbox", filterQuery(back(form)))}#lead-${encodeURIComponent(id)}`;
}

export async function setLeadStatus(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "setLeadStatus");
  if (!formData) return;
  await requirePermission("lead.write", "action");
  const form = inputOf(formData) ?? notFound();
  const id = form.match("id", idPatterns.uuid);
  const status = form.text("status");
  const note = form.lines("note", maxNoteLength);
  if (!id) redirect("/inbox");
  const staff = await requireLeadAccess(id, "lead.write", "action");
  if (!isLeadStatus(status)) redirect(destination(form, id, "status"));
  if (note === null) redirect(destination(form, id, "note-length"));
  const found = await (await leadStore()).setStatus(id, status, new Date(), { by: actor(staff), note });
  if (!found) redirect("/inbox?missing=1");
  revalidatePath("/inbox");
  redirect(destination(form, id));
}

export async function addLeadNote(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "addLeadNote");
  if (!formData) return;
  await requirePermission("lead.write", "action");
  const form = inputOf(formData) ?? notFound();
  const id = form.match("id", idPatterns.uuid);
  const note = form.lines("note", maxNoteLength);
  if (!id) redirect("/inbox");
  const staff = await requireLeadAccess(id, "lead.write", "action");
  if (note === null) redirect(`${leadPage(id, "error=note-length")}#notes`);
  if (!note) redirect(`${leadPage(id, "error=note-empty")}#notes`);
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
  const staff = await requirePermission("privacy.erase", "action");
  const form = inputOf(formData) ?? notFound();
  const id = form.match("id", idPatterns.uuid);
  if (!id) redirect("/inbox");
  if (form.text("confirm") !== "yes") redirect(`${leadPage(id, "error=withdraw-confirm")}#consent`);
  const erased = await (await leadStore()).eraseLeads([id], { at: new Date(), by: actor(staff), reason: "withdrawal" });
  if (!erased) redirect("/inbox?missing=1");
  log().info(
    { event: "privacy.consent-withdrawn", staffId: staff.id, leads: erased },
    "privacy: a lead erased after its consent was withdrawn",
  );
  revalidatePath("/inbox");
  redirect("/inbox?withdrawn=1");
}

/**
 * Ends every link to the person's own page (docs/patients.md): those sent to this lead's e-mail
 * and to its phone, whichever lead they were made for. The next message the clinic sends the
 * person carries a new one. Recorded in the audit with it.
 */
export async function revokePatientLinks(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "revokePatientLinks");
  if (!formData) return;
  const staff = await requirePermission("patient-links.revoke", "action");
  const form = inputOf(formData) ?? notFound();
  const id = form.match("id", idPatterns.uuid);
  if (!id) redirect("/inbox");
  const ended = await (await patients()).revoke(id, actor(staff));
  redirect(`${leadPage(id, `links-ended=${ended}`)}#patient-page`);
}

export async function retryFailedDeliveries(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "retryFailedDeliveries");
  if (!formData) return;
  const staff = await requirePermission("deliveries.retry", "action");
  const form = inputOf(formData) ?? notFound();
  const store = await leadStore();
  // Each retried delivery or message gets a new job, which wakes the runners; each store audits its own.
  const now = new Date();
  const by = actor(staff);
  const count =
    (await store.retryFailed(now, undefined, by)) + (await (await messageDesk()).retryFailed(now, undefined, by));
  revalidatePath("/inbox");
  const query = filterQuery(back(form));
  redirect(`${withQuery("/inbox", [query, `retried=${count}`].filter(Boolean).join("&"))}#deliveries`);
}
