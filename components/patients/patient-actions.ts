"use server";

import { redirect } from "next/navigation";
import { formDataOf } from "@/lib/net/action-arguments";
import { patientPagePath, patients } from "@/lib/patients";

/**
 * The patient's page's buttons (docs/patients.md): each makes a fresh link to the manage page of
 * one of the person's bookings, or to the plan page of one of their orders, and answers a 303 to
 * it. A link made only when pressed keeps a mail scanner that opens the page (a GET) from
 * replacing the e-mail's own. Anything not the person's goes back to their page, which says so.
 */
const fields = (formData: FormData) => ({
  token: String(formData.get("token") ?? ""),
  id: String(formData.get("id") ?? "").slice(0, 100),
});

export async function openBookingManage(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "openBookingManage");
  if (!formData) return;
  const { token, id } = fields(formData);
  const path = await (await patients()).openManage(token, id);
  redirect(path ?? `${patientPagePath(encodeURIComponent(token))}?unavailable=booking#consultations`);
}

export async function openOrderPlan(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "openOrderPlan");
  if (!formData) return;
  const { token, id } = fields(formData);
  const path = await (await patients()).openPlan(token, id);
  redirect(path ?? `${patientPagePath(encodeURIComponent(token))}?unavailable=plan#orders`);
}
