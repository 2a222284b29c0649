"use server";

import { revalidatePath } from "next/cache";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { config } from "@/lib/config";
import { inputOf } from "@/lib/input";
import { formDataOf } from "@/lib/net/action-arguments";
import {
  deviceCookieName,
  deviceCookieOptions,
  deviceToken,
  accountKey,
  signInGuards,
  hashPassword,
  passwordRefusal,
  verifyPassword,
  staffStore,
  type StaffAccount,
  matchingStep,
  newTotpSecret,
  recoveryCodeHash,
  recoveryCodesOf,
} from "@/lib/staff";
import { signInPath, isSecureRequest, sessionCookieName, sessionTokenHash } from "@/lib/staff/client";
import { actor, currentSessionToken, requirePermission } from "../session";

/**
 * One's own account (docs/inbox.md, Passwords, Two-factor sign-in and Sessions): each a plain
 * form post that any role may make for itself and for no one else, answered with a redirect
 * back to /inbox/account, a problem named in the address and shown beside its field. Every
 * change is recorded in the audit in the transaction that makes it. A wrong current password
 * counts against the account's sign-in limit, a wrong code or password at removal against the
 * code step's: a session left open is no way to guess either.
 */
const accountPath = "/inbox/account";
const back = (query: Record<string, string>, section: string): never => {
  // The page is read afresh after each change, also where the browser's router kept a copy of it.
  revalidatePath(accountPath);
  const search = new URLSearchParams(query).toString();
  redirect(`${accountPath}${search ? `?${search}` : ""}#${section}`);
};

const subjectOf = (staff: StaffAccount) => ({ type: "staff", id: staff.id });

export async function changePasswordAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "changePasswordAction");
  if (!formData) return;
  const staff = await requirePermission("account.manage", "action");
  const form = inputOf(formData) ?? notFound();
  const current = form.exact("current", 1024);
  const chosen = form.exact("password", 1024);
  const again = form.exact("again", 1024);
  if (!current) back({ error: "current-empty" }, "password");
  const key = accountKey(staff.email);
  const guard = signInGuards().account;
  const verdict = await guard.attempt(key).catch(() => ({ allowed: true as const, failureDelayMs: 0 }));
  if (!verdict.allowed)
    back({ error: "blocked", retry: String(Math.ceil(verdict.retryAfterSeconds / 60)) }, "password");
  if (!(await verifyPassword(current, staff.passwordHash))) back({ error: "current" }, "password");
  await guard.succeeded(key).catch(() => undefined);
  const refusal = passwordRefusal(chosen, [staff.name, staff.email]);
  if (refusal) back({ error: "weak", why: refusal }, "password");
  if (chosen !== again) back({ error: "again" }, "password");
  const passwordHash = await hashPassword(chosen);
  const token = await currentSessionToken();
  const at = new Date();
  await (
    await staffStore()
  ).changePassword(staff.id, passwordHash, {
    at,
    // This browser stays signed in; every other session of the account ends with the old password.
    keep: token ? sessionTokenHash(token) : undefined,
    audit: { by: actor(staff), action: "staff.password-changed", subject: subjectOf(staff), detail: { by: "self" } },
  });
  // The device cookie was keyed with the old password's hash: this browser gets one for the new.
  const secure = isSecureRequest(await headers(), config().site.url);
  (await cookies()).set(
    deviceCookieName,
    deviceToken({ id: staff.id, passwordHash }, at),
    deviceCookieOptions(at, secure),
  );
  back({ done: "password" }, "password");
}

export async function startTwoFactorAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "startTwoFactorAction");
  if (!formData) return;
  const staff = await requirePermission("account.manage", "action");
  if (!staff.twoFactorAt) await (await staffStore()).startEnrolment(staff.id, newTotpSecret());
  back({}, "two-factor");
}

export async function confirmTwoFactorAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "confirmTwoFactorAction");
  if (!formData) return;
  const staff = await requirePermission("account.manage", "action");
  const form = inputOf(formData) ?? notFound();
  const store = await staffStore();
  const guard = signInGuards().code;
  const verdict = await guard.attempt(staff.id).catch(() => ({ allowed: true as const, failureDelayMs: 0 }));
  if (!verdict.allowed)
    back({ error: "code-blocked", retry: String(Math.ceil(verdict.retryAfterSeconds / 60)) }, "two-factor");
  const secret = await store.twoFactorSecret(staff.id);
  if (!secret || secret.enrolled) back({}, "two-factor");
  const at = new Date();
  const step = matchingStep(secret!.secret, form.text("code", 64), at, null);
  if (step === null) back({ error: "enrol-code" }, "two-factor");
  const hashes = recoveryCodesOf(secret!.secret).map((code) => recoveryCodeHash(staff.id, code));
  await store.finishEnrolment(staff.id, step!, hashes, {
    at,
    audit: {
      by: actor(staff),
      action: "staff.two-factor-enrolled",
      subject: subjectOf(staff),
      detail: { at: "account" },
    },
  });
  await guard.succeeded(staff.id).catch(() => undefined);
  back({ done: "two-factor-on" }, "two-factor");
}

/** Removal asks for proof that this is the account's owner at the keyboard: a current code, or the password. */
export async function removeTwoFactorAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "removeTwoFactorAction");
  if (!formData) return;
  const staff = await requirePermission("account.manage", "action");
  const form = inputOf(formData) ?? notFound();
  const proof = form.exact("proof", 1024);
  if (!proof) back({ error: "proof-empty" }, "two-factor");
  const store = await staffStore();
  const guard = signInGuards().code;
  const verdict = await guard.attempt(staff.id).catch(() => ({ allowed: true as const, failureDelayMs: 0 }));
  if (!verdict.allowed)
    back({ error: "code-blocked", retry: String(Math.ceil(verdict.retryAfterSeconds / 60)) }, "two-factor");
  const at = new Date();
  let proven = false;
  if (/^\s*\d{3}[\s-]?\d{3}\s*$/.test(proof)) {
    const secret = await store.twoFactorSecret(staff.id);
    const step = secret?.enrolled ? matchingStep(secret.secret, proof, at, secret.lastStep) : null;
    proven = step !== null && (await store.acceptStep(staff.id, step));
  } else proven = await verifyPassword(proof, staff.passwordHash);
  if (!proven) {
    await store
      .recordEvent({
        by: actor(staff),
        action: "staff.code-failed",
        subject: subjectOf(staff),
        at,
        detail: { step: "remove" },
      })
      .catch(() => undefined);
    back({ error: "proof" }, "two-factor");
  }
  await guard.succeeded(staff.id).catch(() => undefined);
  await store.removeTwoFactor(staff.id, {
    at,
    audit: { by: actor(staff), action: "staff.two-factor-removed", subject: subjectOf(staff), detail: { by: "self" } },
  });
  back({ done: "two-factor-off" }, "two-factor");
}

export async function endSessionAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "endSessionAction");
  if (!formData) return;
  const staff = await requirePermission("account.manage", "action");
  const form = inputOf(formData) ?? notFound();
  const ended = await (
    await staffStore()
  ).endSession(staff.id, form.text("session", 64), {
    at: new Date(),
    audit: { by: actor(staff), action: "staff.sessions-ended", subject: subjectOf(staff), detail: { sessions: 1 } },
  });
  back(ended ? { done: "session-ended" } : { error: "session-gone" }, "sessions");
}

/** "Sign out everywhere": every session of the account ends, this browser's too. */
export async function signOutEverywhereAction(...args: unknown[]): Promise<void> {
  const formData = formDataOf(args, "signOutEverywhereAction");
  if (!formData) return;
  const staff = await requirePermission("account.manage", "action");
  const store = await staffStore();
  const at = new Date();
  await store.endSessions(staff.id, {
    at,
    audit: {
      by: actor(staff),
      action: "staff.sessions-ended",
      subject: subjectOf(staff),
      detail: { everywhere: true },
    },
  });
  (await cookies()).delete({ name: sessionCookieName, path: "/inbox" });
  redirect(`${signInPath}?signed-out=everywhere`);
}
