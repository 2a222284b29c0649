import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { sectionClass } from "../agenda/parts";
import { FieldError, inputClass } from "../_components/field";
import { NewPasswordField } from "../_components/new-password-field";
import { TwoFactorSetUp } from "../_components/two-factor-set-up";
import { currentSessionToken, requirePermission } from "../session";
import {
  changePasswordAction,
  confirmTwoFactorAction,
  endSessionAction,
  removeTwoFactorAction,
  signOutEverywhereAction,
  startTwoFactorAction,
} from "./actions";
import { PageHeader } from "@/components/page-shell";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { zonedTime } from "@/lib/booking";
import { config } from "@/lib/config";
import { inputOf } from "@/lib/input";
import { isPasswordRefusal, roleLabels, mustEnrol, staffStore } from "@/lib/staff";
import { sessionTokenHash } from "@/lib/staff/client";

export const metadata: Metadata = {
  title: "Your account",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const page = "/inbox/account";

const done: Record<string, string> = {
  password: "Your password is changed. Your other sessions have been signed out.",
  "two-factor-on": "Two-factor sign-in is on: from now on you sign in with a code from the app after your password.",
  "two-factor-off": "Two-factor sign-in is off.",
  "session-ended": "That session has been signed out.",
};

/**
 * The signed-in person's own account, for every role (docs/inbox.md, Passwords, Two-factor
 * sign-in, Sessions): their password, their second factor, and their open sessions.
 */
export default async function AccountPage({ searchParams }: Props) {
  await connection();
  const staff = await requirePermission("account.manage");
  const query = inputOf(await searchParams) ?? notFound();
  const error = query.text("error");
  const retry = query.count("retry");
  const why = query.text("why", 500);
  const store = await staffStore();
  const token = await currentSessionToken();
  const now = new Date();
  const sessions = await store.listSessions(staff.id, token ? sessionTokenHash(token) : undefined, now);
  const secret = await store.twoFactorSecret(staff.id);
  const codesLeft = staff.twoFactorAt ? await store.recoveryCodesLeft(staff.id) : 0;
  const required = mustEnrol(staff, config().inbox.requireTwoFactor);
  const zone = config().timeZone;
  const time = (at: Date) => zonedTime(at.getTime(), zone).text;
  const wait = retry ? `${retry} minute${retry === 1 ? "" : "s"}` : "a few minutes";
  const message = done[query.text("done")];

  const passwordError: Record<string, string> = {
    "current-empty": "Please type your current password.",
    current: "That is not your current password.",
    blocked: `Too many wrong passwords. Please try again in ${wait}.`,
    again: "The two new passwords differ. Please type the same one twice.",
    weak: isPasswordRefusal(why) ? why : "That password would be guessed too easily.",
  };
  const codeError: Record<string, string> = {
    "enrol-code": "That code is not right. Please type the code the app shows now.",
    "code-blocked": `Too many wrong codes. Please try again in ${wait}.`,
    "proof-empty": "Please type a code from the app, or your password.",
    proof: "That is neither a current code from the app nor your password.",
  };

  return (
    <>
      <PageHeader eyebrow="Inbox" title="Your account">
        <p>
          {staff.name} ({staff.email}), {roleLabels[staff.role]}.
        </p>
      </PageHeader>
      <Container className="space-y-8 py-8 md:py-12">
        {message ? (
          <p role="status" className="max-w-2xl rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
            {message}
          </p>
        ) : null}

        <section id="password" aria-labelledby="password-title" className={`${sectionClass} max-w-2xl space-y-4`}>
          <h2 id="password-title" className="text-xl font-semibold text-ink">
            Password
          </h2>
          <ActionForm action={changePasswordAction} page={page} className="space-y-4">
            <div className="flex flex-col gap-1">
              <label htmlFor="current-password" className="font-semibold text-ink">
                Current password
              </label>
              <input
                id="current-password"
                name="current"
                type="password"
                autoComplete="current-password"
                required
                maxLength={1024}
                aria-invalid={["current", "current-empty", "blocked"].includes(error) || undefined}
                aria-describedby={["current", "current-empty", "blocked"].includes(error) ? "current-error" : undefined}
                className={inputClass}
              />
              <FieldError
                id="current-error"
                message={["current", "current-empty", "blocked"].includes(error) ? passwordError[error] : undefined}
              />
            </div>
            <NewPasswordField
              id="new-password"
              label="New password"
              refusal={error === "weak" ? passwordError.weak : undefined}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor="again-password" className="font-semibold text-ink">
                New password again
              </label>
              <input
                id="again-password"
                name="again"
                type="password"
                autoComplete="new-password"
                required
                maxLength={1024}
                aria-invalid={error === "again" || undefined}
                aria-describedby={error === "again" ? "again-error" : undefined}
                className={inputClass}
              />
              <FieldError id="again-error" message={error === "again" ? passwordError.again : undefined} />
            </div>
            <button type="submit" className={buttonVariants()}>
              Change password
            </button>
          </ActionForm>
        </section>

        <section id="two-factor" aria-labelledby="two-factor-title" className={`${sectionClass} max-w-2xl space-y-4`}>
          <h2 id="two-factor-title" className="text-xl font-semibold text-ink">
            Two-factor sign-in
          </h2>
          {staff.twoFactorAt ? (
            <>
              <p>
                <strong>On</strong> since {time(new Date(staff.twoFactorAt))}. {codesLeft} of 10 recovery codes left.
              </p>
              <ActionForm action={removeTwoFactorAction} page={page} className="space-y-4">
                <div className="flex flex-col gap-1">
                  <label htmlFor="remove-proof" className="font-semibold text-ink">
                    A current code from the app, or your password
                  </label>
                  <input
                    id="remove-proof"
                    name="proof"
                    type="password"
                    autoComplete="off"
                    required
                    maxLength={1024}
                    aria-invalid={error in codeError || undefined}
                    aria-describedby={error in codeError ? "remove-error" : undefined}
                    className={inputClass}
                  />
                  <FieldError id="remove-error" message={codeError[error]} />
                </div>
                {required ? (
                  <p className="text-sm">
                    Your role must sign in with a code: after removing it, you set it up again at your next sign-in
                    (with a new phone, for instance).
                  </p>
                ) : null}
                <button type="submit" className={buttonVariants({ variant: "secondary" })}>
                  Remove two-factor sign-in
                </button>
              </ActionForm>
            </>
          ) : secret ? (
            <TwoFactorSetUp secret={secret.secret} email={staff.email}>
              <ActionForm action={confirmTwoFactorAction} page={page} className="space-y-4">
                <div className="flex flex-col gap-1">
                  <label htmlFor="enrol-code" className="font-semibold text-ink">
                    Code from the app
                  </label>
                  <input
                    id="enrol-code"
                    name="code"
                    type="text"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    required
                    maxLength={64}
                    aria-invalid={error in codeError || undefined}
                    aria-describedby={error in codeError ? "enrol-error" : undefined}
                    className={inputClass}
                  />
                  <FieldError id="enrol-error" message={codeError[error]} />
                </div>
                <button type="submit" className={buttonVariants()}>
                  Turn on two-factor sign-in
                </button>
              </ActionForm>
            </TwoFactorSetUp>
          ) : (
            <>
              <p>
                <strong>Off.</strong> With it on, signing in takes a code from an authenticator app on your phone as
                well as your password, so a password that leaks is not enough to open the inbox.
                {required ? " Your role must use it: you will be asked to set it up at your next sign-in." : ""}
              </p>
              <ActionForm action={startTwoFactorAction} page={page}>
                <button type="submit" className={buttonVariants()}>
                  Set up two-factor sign-in
                </button>
              </ActionForm>
            </>
          )}
        </section>

        <section id="sessions" aria-labelledby="sessions-title" className={`${sectionClass} space-y-4`}>
          <h2 id="sessions-title" className="text-xl font-semibold text-ink">
            Where you are signed in
          </h2>
          <p className="text-sm text-muted">
            A session ends {config().inbox.sessionMs / 3_600_000} hours after sign-in, or after{" "}
            {config().inbox.idleMs / 60_000} minutes without use.
          </p>
          {error === "session-gone" ? (
            <p role="alert" className="text-sm font-semibold text-danger">
              That session had ended already.
            </p>
          ) : null}
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-2 pr-4">
                    Browser
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Signed in
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Last used
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">End</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {sessions.map((s) => (
                  <tr key={s.id} className="border-b border-line" data-testid="session">
                    <th scope="row" className="py-2 pr-4 font-normal">
                      {s.browser || "Unknown browser"}
                      {s.current ? <strong> (this browser)</strong> : null}
                    </th>
                    <td className="py-2 pr-4">{time(s.createdAt)}</td>
                    <td className="py-2 pr-4">{time(s.lastUsedAt)}</td>
                    <td className="py-2">
                      {s.current ? null : (
                        <ActionForm action={endSessionAction} page={page}>
                          <input type="hidden" name="session" value={s.id} />
                          <button type="submit" className="inline-flex min-h-11 items-center link-brand">
                            Sign out this session
                          </button>
                        </ActionForm>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ActionForm action={signOutEverywhereAction} page={page}>
            <button type="submit" className={buttonVariants({ variant: "secondary" })}>
              Sign out everywhere
            </button>
          </ActionForm>
        </section>
      </Container>
    </>
  );
}
