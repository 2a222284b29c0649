"use server";

import { revalidatePath } from "next/cache";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { bookingDoctors } from "@/lib/booking";
import { config } from "@/lib/config";
import { database } from "@/lib/db";
import { inputOf } from "@/lib/input";
import { formDataOf } from "@/lib/net/action-arguments";
import {
  changeRole,
  deskAccounts,
  invite,
  removeTwoFactor,
  sendReset,
  setDisabled,
  type Delivery,
  linkPath,
  type LinkPurpose,
  isRole,
  type Role,
} from "@/lib/staff";
import { isSecureRequest } from "@/lib/staff/client";
import { actor, requirePermission } from "../session";
import { shownLinkCookieName } from "./shown-link";

/**
 * The owner's changes to the staff (docs/inbox.md, Staff accounts): plain form posts, each
 * checking staff.manage itself and answered with a redirect back to /inbox/staff, a problem
 * named in the address beside its form. The domain (lib/staff/desk.ts) audits each change in
 * its own transaction.
 */
const staffPath = "/inbox/staff";

const back = (query: Record<string, string>, section: string): never => {
  revalidatePath(staffPath);
  const search = new URLSearchParams(query).toString();
  redirect(`${staffPath}${search ? `?${search}` : ""}#${section}`);
};

const delivery = (): Delivery => (config().delivery.email ? "email" : "screen");

/** A link made for the screen goes to the owner's browser once, in a short cookie only this page reads, never the address bar. */
async function showLink(purpose: LinkPurpose, token: string | undefined, email: string): Promise<void> {
  if (!token) return;
  const secure = isSecureRequest(await headers(), config().site.url);
  (await cookies()).set(shownLinkCookieName, JSON.stringify({ path: linkPath(purpose, token), email }), {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: staffPath,
    maxAge: 10 * 60,
  });
}

/** Any later change hides a link shown before: it was the owner's to copy at once. */
async function forgetShownLink(): Promise<void> {
  (await cookies()).delete({ name: shownLinkCookieName, path: staffPath });
}

function roleOf(role: string, doctor: string): { role: Role; doctorId: string | null } | "role" | "doctor" {
  if (!isRole(role)) return "role";
  if (role !== "doctor") return { role, doctorId: null };
  return bookingDoctors().some((d) => d.id === doctor) ? { role, doctorId: doctor } : "doctor";
}

export async function inviteAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "inviteAction");
  if (!formData) return;
  const staff = await requirePermission("staff.manage", "action");
  const form = inputOf(formData) ?? notFound();
  await forgetShownLink();
  const name = form.text("name", 200);
  const email = form.text("email", 320).toLowerCase();
  const role = form.text("role", 20);
  const doctor = form.text("doctor", 100);
  // What was typed comes back into the form with the problem; none of it is secret.
  const typed = { name, email, role, doctor };
  if (!name) back({ error: "name", ...typed }, "invite");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) back({ error: "email", ...typed }, "invite");
  const chosen = roleOf(role, doctor);
  if (typeof chosen === "string") back({ error: chosen, ...typed }, "invite");
  const how = delivery();
  const made = await invite(
    await database(),
    { name, email, ...(chosen as { role: Role; doctorId: string | null }) },
    actor(staff),
    new Date(),
    how,
  );
  if (made.kind === "exists") back({ error: "exists", ...typed }, "invite");
  if (made.kind === "made") await showLink("invitation", made.token, email);
  back({ done: how === "email" ? "invited-email" : "invited-screen" }, how === "email" ? "invite" : "link");
}

export async function changeRoleAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "changeRoleAction");
  if (!formData) return;
  const staff = await requirePermission("staff.manage", "action");
  const form = inputOf(formData) ?? notFound();
  await forgetShownLink();
  const id = form.text("account", 64);
  const chosen = roleOf(form.text("role", 20), form.text("doctor", 100));
  if (typeof chosen === "string") back({ error: `change-${chosen}`, account: id }, `account-${id}`);
  const result = await changeRole(
    await database(),
    id,
    chosen as { role: Role; doctorId: string | null },
    actor(staff),
    new Date(),
  );
  if (result.kind === "refused") back({ error: "last-owner", account: id }, `account-${id}`);
  if (result.kind === "missing") back({ error: "missing" }, "accounts");
  back({ done: "role", account: id }, `account-${id}`);
}

export async function setDisabledAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "setDisabledAction");
  if (!formData) return;
  const staff = await requirePermission("staff.manage", "action");
  const form = inputOf(formData) ?? notFound();
  await forgetShownLink();
  const id = form.text("account", 64);
  const disable = form.text("disable", 5) === "1";
  const result = await setDisabled(await database(), id, disable, actor(staff), new Date());
  if (result.kind === "refused") back({ error: "last-owner", account: id }, `account-${id}`);
  if (result.kind === "missing") back({ error: "missing" }, "accounts");
  back({ done: disable ? "disabled" : "enabled", account: id }, `account-${id}`);
}

export async function sendResetAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "sendResetAction");
  if (!formData) return;
  const staff = await requirePermission("staff.manage", "action");
  const form = inputOf(formData) ?? notFound();
  await forgetShownLink();
  const id = form.text("account", 64);
  const how = delivery();
  const db = await database();
  const account = (await deskAccounts(db, new Date())).find((a) => a.id === id);
  const result = await sendReset(db, id, actor(staff), new Date(), how);
  if (result.kind === "missing" || !account) back({ error: "reset-missing", account: id }, `account-${id}`);
  if (result.kind === "made") await showLink("reset", result.token, account!.email);
  back(
    { done: how === "email" ? "reset-email" : "reset-screen", account: id },
    how === "email" ? `account-${id}` : "link",
  );
}

/** A colleague who lost their authenticator and its recovery codes signs in by password again, and enrols anew where required. */
export async function removeTwoFactorAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "removeTwoFactorAction");
  if (!formData) return;
  const staff = await requirePermission("staff.manage", "action");
  const form = inputOf(formData) ?? notFound();
  await forgetShownLink();
  const id = form.text("account", 64);
  const result = await removeTwoFactor(await database(), id, actor(staff), new Date());
  if (result.kind === "refused") back({ error: "two-factor-own", account: id }, `account-${id}`);
  if (result.kind === "missing") back({ error: "two-factor-none", account: id }, `account-${id}`);
  back({ done: "two-factor-removed", account: id }, `account-${id}`);
}
