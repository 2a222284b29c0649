"use server";

import { notFound, redirect } from "next/navigation";
import { database } from "@/lib/db";
import { inputOf } from "@/lib/input";
import { formDataOf } from "@/lib/net/action-arguments";
import { signInPath } from "@/lib/staff/client";
import { linkPath, openLink, spendLink, hashPassword, passwordRefusal } from "@/lib/staff";

/**
 * Sets the password an invitation or reset link is for (docs/inbox.md, Staff accounts): a plain
 * form post, the password judged as every password form judges it, the link spent only once the
 * password is stored; then the sign-in page says so. A link used meanwhile answers its 404 page.
 */
export async function setLinkPasswordAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "setLinkPasswordAction");
  if (!formData) return;
  const form = inputOf(formData) ?? notFound();
  const token = form.exact("token", 64);
  const password = form.exact("password", 1024);
  const again = form.exact("again", 1024);
  const db = (await database()).kysely;
  const link = await openLink(db, token, new Date());
  if (!link) notFound();
  const back = (query: Record<string, string>): never =>
    redirect(`${linkPath(link.purpose, token)}?${new URLSearchParams(query)}`);
  const refusal = passwordRefusal(password, [link.name, link.email]);
  if (refusal) back({ error: "weak", why: refusal });
  if (password !== again) back({ error: "again" });
  const spent = await spendLink(db, token, await hashPassword(password), new Date());
  if (spent.kind !== "done") notFound();
  redirect(`${signInPath}?password=${spent.purpose === "invitation" ? "invitation" : "reset"}`);
}
