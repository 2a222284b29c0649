"use server";

import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { config } from "@/lib/config";
import { database } from "@/lib/db";
import { inputOf } from "@/lib/input";
import { formDataOf } from "@/lib/net/action-arguments";
import { signInPath, isSecureRequest } from "@/lib/staff/client";
import {
  hashPassword,
  passwordRefusal,
  codeMatches,
  createFirstOwner,
  currentSetUpCode,
  spendSetUpCode,
  storeHasNoStaff,
} from "@/lib/staff";
import { setUpPath, setUpTypedCookieName } from "./typed";

/**
 * The first owner of a fresh install (docs/inbox.md, Staff accounts): a plain form post, taken
 * only while the store has no account and only with the code in the server's log. The code is
 * spent before the account is made, so it never works twice. A problem comes back beside its
 * field, with the name and e-mail kept in a short cookie only this page reads.
 */
export async function setUpOwnerAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "setUpOwnerAction");
  if (!formData) return;
  const form = inputOf(formData) ?? notFound();
  const db = await database();
  if (!(await storeHasNoStaff(db))) redirect(signInPath);
  const code = form.text("code", 64);
  const name = form.text("name", 200);
  const email = form.text("email", 320).toLowerCase();
  const password = form.exact("password", 1024);
  const again = form.exact("again", 1024);
  const jar = await cookies();
  const secure = isSecureRequest(await headers(), config().site.url);
  const back = (query: Record<string, string>): never => {
    jar.set(setUpTypedCookieName, JSON.stringify({ name, email }), {
      httpOnly: true,
      sameSite: "strict",
      secure,
      path: setUpPath,
      maxAge: 10 * 60,
    });
    redirect(`${setUpPath}?${new URLSearchParams(query)}`);
  };
  if (!codeMatches(currentSetUpCode(), code)) back({ error: "code" });
  if (!name) back({ error: "name" });
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) back({ error: "email" });
  const refusal = passwordRefusal(password, [name, email]);
  if (refusal) back({ error: "weak", why: refusal });
  if (password !== again) back({ error: "again" });
  spendSetUpCode();
  const made = await createFirstOwner(db, { name, email, passwordHash: await hashPassword(password) }, new Date());
  jar.delete({ name: setUpTypedCookieName, path: setUpPath });
  redirect(made ? `${signInPath}?password=owner` : signInPath);
}
