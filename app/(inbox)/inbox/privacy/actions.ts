"use server";

import { redirect } from "next/navigation";
import { leadStore } from "@/lib/leads/store";
import { log } from "@/lib/log";
import { actor, requireStaff } from "../session";
import { parsePerson, personQueryString } from "./person";
import { formDataOf } from "@/lib/net/action-arguments";

/**
 * Erases one person's leads on request (docs/decisions/039), after the staff member confirmed
 * the list shown to them. Only leads that both were on that list and still match the person
 * are erased, so neither a lead arriving meanwhile nor a tampered form widens it. The audit
 * and the log keep who, when and how many, never whose.
 */
export async function erasePerson(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "erasePerson");
  if (!formData) return;
  const staff = await requireStaff();
  const person = parsePerson(formData);
  if (!person) redirect("/inbox/privacy?error=person");
  const again = `/inbox/privacy?${personQueryString(person)}`;
  if (formData.get("confirm") !== "yes") redirect(`${again}&error=confirm`);
  const store = await leadStore();
  const shown = new Set(formData.getAll("ids").map(String));
  const ids = (await store.findPerson(person)).map((lead) => lead.id).filter((id) => shown.has(id));
  const erased = await store.eraseLeads(ids, { at: new Date(), by: actor(staff), reason: "request" });
  log().info({ event: "privacy.erased", staffId: staff.id, leads: erased }, "privacy: a person's leads erased on request");
  redirect(`/inbox/privacy?erased=${erased}`);
}
