"use server";

import { notFound, redirect } from "next/navigation";
import { idPatterns, inputOf } from "@/lib/input";
import { leadStore } from "@/lib/leads";
import { privacyRequestStore } from "@/lib/privacy";
import { log } from "@/lib/log";
import { actor, requirePermission } from "../session";
import { parsePerson, personQueryString } from "./person";
import { formDataOf } from "@/lib/net/action-arguments";

/**
 * Erases one person's leads on request (docs/decisions/039), after the staff member confirmed
 * the list shown to them. Only leads that both were on that list and still match the person
 * are erased, so neither a lead arriving meanwhile nor a tampered form widens it. The audit
 * and the log keep who, when and how many, never whose. A form holding a NUL is forged: 404 (lib/input).
 */
export async function erasePerson(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "erasePerson");
  if (!formData) return;
  const staff = await requirePermission("privacy.erase", "action");
  const form = inputOf(formData) ?? notFound();
  const person = parsePerson(form);
  if (!person) redirect("/inbox/privacy?error=person");
  const again = `/inbox/privacy?${personQueryString(person)}`;
  if (form.text("confirm") !== "yes") redirect(`${again}&error=confirm`);
  const store = await leadStore();
  const shown = new Set(form.all("ids", idPatterns.uuid));
  const ids = (await store.findPerson(person)).map((lead) => lead.id).filter((id) => shown.has(id));
  const erased = await store.eraseLeads(ids, { at: new Date(), by: actor(staff), reason: "request" });
  log().info(
    { event: "privacy.erased", staffId: staff.id, leads: erased },
    "privacy: a person's leads erased on request",
  );
  redirect(`/inbox/privacy?erased=${erased}`);
}

/**
 * Marks one privacy request from the site answered (docs/decisions/067), recording who and
 * when. A request already done stays as it was: a second tab or a replayed form changes nothing.
 */
export async function markPrivacyRequestDone(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "markPrivacyRequestDone");
  if (!formData) return;
  const staff = await requirePermission("privacy.manage", "action");
  const id = (inputOf(formData) ?? notFound()).match("id", idPatterns.uuid);
  const marked = id ? await (await privacyRequestStore()).markDone(id, new Date(), actor(staff)) : false;
  if (marked)
    log().info(
      { event: "privacy.request-done", staffId: staff.id, requestId: id },
      "privacy: a request from the site marked done",
    );
  redirect(`/inbox/privacy?${marked ? "answered=1" : "answered=0"}#requests-heading`);
}
