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
  browserFamily,
  pendingCookieName,
  pendingCookieOptions,
  signIn,
  signInWithCode,
  signOut,
  staffStore,
} from "@/lib/staff";
import { signInPath, isSecureRequest, safeNext, sessionCookieName, sessionCookieOptions } from "@/lib/staff/client";
import { signInDeps } from "./deps";
import { formDataOf } from "@/lib/net/action-arguments";
import { currentStaff } from "../session";

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
      browser: browserFamily(requestHeaders.get("user-agent")),
    },
    await signInDeps(),
  );
  const secure = isSecureRequest(requestHeaders, config().site.url);
  if (result.kind === "signed-in") {
    jar.set(sessionCookieName, result.token, sessionCookieOptions(result.expiresAt, secure));
    jar.set(deviceCookieName, result.device, deviceCookieOptions(new Date(), secure));
    jar.delete({ name: typedEmailCookieName, path: signInPath });
    redirect(next);
  }
  if (result.kind === "code" || result.kind === "enrol") {
    // No session yet: the sign-in page shows the code step while this cookie is valid.
    jar.set(pendingCookieName, result.pending, pendingCookieOptions(result.expiresAt, secure));
    jar.delete({ name: typedEmailCookieName, path: signInPath });
    redirect(next === "/inbox" ? signInPath : `${signInPath}?${new URLSearchParams({ next })}`);
  }
  // The e-mail typed comes back in the form, with or without JavaScript, through a short-lived cookie only the sign-in page reads: never the address bar.
  if (email) jar.set(typedEmailCookieName, email, typedEmailCookieOptions(new Date(), secure));
  const query = new URLSearchParams({ error: result.kind });
  if (result.kind === "blocked") query.set("retry", String(Math.ceil(result.retryAfterSeconds / 60)));
  if (next !== "/inbox") query.set("next", next);
  redirect(`${signInPath}?${query}`);
}

/**
 * The code step: a code of the authenticator app or a recovery code, after the password (or,
 * at enrolment, the first code of the new secret). A wrong code comes back to the same step;
 * once the step's limit or the pending state's five minutes are over, back to the password.
 */
export async function signInCodeAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "signInCodeAction");
  if (!formData) return;
  const form = inputOf(formData) ?? notFound();
  const requestHeaders = await headers();
  const jar = await cookies();
  const next = safeNext(form.exact("next", 2000));
  const result = await signInWithCode(
    {
      pending: jar.get(pendingCookieName)?.value,
      code: form.text("code", 64),
      address: clientAddress(requestHeaders),
      device: jar.get(deviceCookieName)?.value,
      requestId: requestId(requestHeaders),
      browser: browserFamily(requestHeaders.get("user-agent")),
    },
    await signInDeps(),
  );
  const secure = isSecureRequest(requestHeaders, config().site.url);
  const query = new URLSearchParams();
  if (result.kind === "signed-in") {
    jar.set(sessionCookieName, result.token, sessionCookieOptions(result.expiresAt, secure));
    jar.set(deviceCookieName, result.device, deviceCookieOptions(new Date(), secure));
    jar.delete({ name: pendingCookieName, path: signInPath });
    redirect(next);
  }
  if (result.kind === "wrong-code") query.set("error", "code");
  else {
    jar.delete({ name: pendingCookieName, path: signInPath });
    query.set("error", result.kind === "blocked" ? "code-blocked" : "expired");
    if (result.kind === "blocked") query.set("retry", String(Math.ceil(result.retryAfterSeconds / 60)));
  }
  if (next !== "/inbox") query.set("next", next);
  redirect(`${signInPath}?${query}`);
}

/** "Start again": the pending state is dropped, and the password is asked for anew. */
export async function cancelSignInAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "cancelSignInAction");
  if (!formData) return;
  (await cookies()).delete({ name: pendingCookieName, path: signInPath });
  redirect(signInPath);
}

export async function signOutAction(): Promise<void> {
  const jar = await cookies();
  await signOut(await staffStore(), jar.get(sessionCookieName)?.value, await currentStaff());
  jar.delete({ name: sessionCookieName, path: "/inbox" });
  redirect(`${signInPath}?signed-out=1`);
}
