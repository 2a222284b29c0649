"use server";

import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { config } from "@/lib/config";
import { database } from "@/lib/db";
import { inputOf } from "@/lib/input";
import { formDataOf } from "@/lib/net/action-arguments";
import { clientAddress } from "@/lib/net/client-address";
import { typedEmailCookieName, typedEmailCookieOptions, requestReset, resetRequestCounters } from "@/lib/staff";
import { isSecureRequest } from "@/lib/staff/client";

const forgotPath = "/inbox/forgot";

/**
 * "Forgot your password?": a plain form post answered with a redirect, as sign-in is. The answer
 * is the same whether or not the address has an account (lib/staff/forgot.ts); a refusal keeps
 * the e-mail typed in a short cookie only this page reads, never the address bar.
 */
export async function forgotAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "forgotAction");
  if (!formData) return;
  const form = inputOf(formData) ?? notFound();
  const email = form.text("email", 320);
  const jar = await cookies();
  const secure = isSecureRequest(await headers(), config().site.url);
  const keep = () =>
    jar.set(typedEmailCookieName, email, { ...typedEmailCookieOptions(new Date(), secure), path: forgotPath });
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    keep();
    redirect(`${forgotPath}?error=email`);
  }
  const result = await requestReset(
    { email, address: clientAddress(await headers()) },
    {
      db: await database(),
      counters: resetRequestCounters(),
      now: () => new Date(),
      delivery: config().delivery.email ? "email" : "screen",
    },
  );
  if (result.kind === "limited") {
    keep();
    redirect(`${forgotPath}?error=limited&retry=${Math.ceil(result.retryAfterSeconds / 60)}`);
  }
  jar.delete({ name: typedEmailCookieName, path: forgotPath });
  redirect(`${forgotPath}?sent=1`);
}
