"use server";

import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { config } from "@/lib/config";
import { inputOf } from "@/lib/input";
import { clientAddress, requestId } from "@/lib/net/client-address";
import {
  deviceCookieName,
  deviceCookieOptions,
  typedEmailCookieName,
  typedEmailCookieOptions,
} from "@/lib/staff/device";
import { signInGuards } from "@/lib/staff/guard";
import { hashGate } from "@/lib/staff/hash-gate";
import { signInPath } from "@/lib/staff/inbox-gate";
import { isSecureRequest, safeNext, sessionCookieName, sessionCookieOptions } from "@/lib/staff/session";
import { signIn, signOut } from "@/lib/staff/sign-in";
import { formDataOf } from "@/lib/net/action-arguments";
import { staffStore } from "@/lib/staff/store";

/**
 * Sign-in and sign-out: plain <form> posts, so they work without JavaScript, answered with a
 * redirect. A failure, a refusal and "busy" come back to the sign-in page with the reason in the
 * address, never the e-mail or password: the page says what happened and how long to wait,
 * and keeps the form (a 429 would show a browser without JavaScript a bare error instead;
 * docs/decisions/049). Next checks that a server action's POST comes from this origin, and the
 * cookies are SameSite=Strict: together the CSRF defence (docs/decisions/035). The form is read
 * through lib/input: a megabyte "password" is refused before it is hashed, a NUL answered 404.
 */
export async function signInAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "signInAction");
  if (!formData) return;
  const form = inputOf(formData) ?? notFound();
  const requestHeaders = await headers();
  const jar = await cookies();
  const next = safeNext(form.exact("next", 2000));
  const email = form.text("email", 320);
  const result = await signIn(
    {
      email,
      password: form.exact("password", 1024),
      address: clientAddress(requestHeaders),
      device: jar.get(deviceCookieName)?.value,
      requestId: requestId(requestHeaders),
    },
    {
      store: await staffStore(),
      guards: signInGuards(),
      gate: hashGate(),
      now: () => new Date(),
      sessionMs: config().inbox.sessionMs,
    },
  );
  const secure = isSecureRequest(requestHeaders, config().site.url);
  if (result.kind === "signed-in") {
    jar.set(sessionCookieName, result.token, sessionCookieOptions(result.expiresAt, secure));
    jar.set(deviceCookieName, result.device, deviceCookieOptions(new Date(), secure));
    jar.delete({ name: typedEmailCookieName, path: signInPath });
    redirect(next);
  }
  // The e-mail typed comes back in the form, with or without JavaScript, through a short-lived cookie only the sign-in page reads: never the address bar.
  if (email) jar.set(typedEmailCookieName, email, typedEmailCookieOptions(new Date(), secure));
  const query = new URLSearchParams({ error: result.kind });
  if (result.kind === "blocked") query.set("retry", String(Math.ceil(result.retryAfterSeconds / 60)));
  if (next !== "/inbox") query.set("next", next);
  redirect(`${signInPath}?${query}`);
}

export async function signOutAction(): Promise<void> {
  const jar = await cookies();
  await signOut(await staffStore(), jar.get(sessionCookieName)?.value);
  jar.delete({ name: sessionCookieName, path: "/inbox" });
  redirect(`${signInPath}?signed-out=1`);
}
