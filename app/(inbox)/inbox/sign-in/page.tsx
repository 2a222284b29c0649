import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { currentStaff } from "../session";
import { TwoFactorSetUp } from "../_components/two-factor-set-up";
import { cancelSignInAction, signInAction, signInCodeAction } from "./actions";
import { signInDeps } from "./deps";
import { PageHeader } from "@/components/page-shell";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { inputOf } from "@/lib/input";
import { typedEmailCookieName, pendingCookieName, pendingSignIn, staffStore } from "@/lib/staff";
import { safeNext, signInPath } from "@/lib/staff/client";

export const metadata: Metadata = {
  title: "Sign in to the inbox",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** What the sign-in page says after a password was set from a link or at set-up. */
const passwordNotice: Record<string, string> = {
  invitation: "Your password is set and your account is ready. Please sign in.",
  reset: "Your new password is set, and every earlier session of your account has been signed out. Please sign in.",
  owner: "You are the clinic's first owner. Please sign in.",
};

const field = "min-h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink";

/** Each staff member signs in with their own account (docs/decisions/035); works without JavaScript. */
export default async function SignInPage({ searchParams }: Props) {
  await connection();
  const query = inputOf(await searchParams) ?? notFound();
  const next = safeNext(query.exact("next", 2000));
  if (await currentStaff()) redirect(next);
  const error = query.text("error");
  const deps = await signInDeps();
  const pending = await pendingSignIn((await cookies()).get(pendingCookieName)?.value, deps);
  if (pending) {
    const secret = pending.step === "enrol" ? await deps.store.twoFactorSecret(pending.account.id) : null;
    return (
      <CodeStep step={pending.step} next={next} error={error} secret={secret?.secret} email={pending.account.email} />
    );
  }
  // After a refusal the form keeps the e-mail the person typed (actions.ts); a fresh visit starts empty.
  const typedEmail = error ? ((await cookies()).get(typedEmailCookieName)?.value ?? "") : "";
  const retry = query.count("retry");
  const noAccounts = (await (await staffStore()).listStaff()).length === 0;

  return (
    <>
      <PageHeader eyebrow="Clinic" title="Sign in to the inbox">
        <p>For the clinic&apos;s staff: each of you signs in with your own e-mail address and password.</p>
      </PageHeader>
      <Container className="py-8 md:py-12">
        <div className="max-w-md space-y-6">
          {error === "failed" ? (
            <p role="alert" className="rounded-xl border border-danger bg-white px-4 py-3 text-ink">
              That e-mail address and password do not match an account. Please try again.
            </p>
          ) : null}
          {error === "blocked" ? (
            <p role="alert" className="rounded-xl border border-danger bg-white px-4 py-3 text-ink">
              Too many failed sign-ins. Please try again in{" "}
              {retry ? `${retry} minute${retry === 1 ? "" : "s"}` : "a few minutes"}.
            </p>
          ) : null}
          {error === "expired" || error === "code-blocked" ? (
            <p role="alert" className="rounded-xl border border-danger bg-white px-4 py-3 text-ink">
              {error === "expired"
                ? "The sign-in took longer than five minutes. Please sign in again."
                : `Too many wrong codes. Please sign in again in ${retry ? `${retry} minute${retry === 1 ? "" : "s"}` : "a few minutes"}.`}
            </p>
          ) : null}
          {error === "busy" ? (
            <p role="alert" className="rounded-xl border border-danger bg-white px-4 py-3 text-ink">
              The inbox is checking too many sign-ins at once. Please try again in a few seconds.
            </p>
          ) : null}
          {query.text("signed-out") ? (
            <p role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
              {query.text("signed-out") === "everywhere"
                ? "You have signed out everywhere: every session of your account has ended."
                : "You have signed out."}
            </p>
          ) : null}
          {passwordNotice[query.text("password")] ? (
            <p role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
              {passwordNotice[query.text("password")]}
            </p>
          ) : null}
          {noAccounts ? (
            <p className="rounded-xl border border-line bg-white px-4 py-3 text-sm">
              No staff account exists yet. Whoever runs the server makes the first owner at{" "}
              <Link href="/inbox/set-up" className="link-brand">
                Set up the inbox
              </Link>
              , with the one-time code in the server&apos;s log, or with{" "}
              <code>npm run staff -- add --name &quot;…&quot; --email …</code> (docs/inbox.md).
            </p>
          ) : null}
          <ActionForm
            action={signInAction}
            page={signInPath}
            className="space-y-4 rounded-2xl border border-line bg-white p-4 sm:p-6"
          >
            <input type="hidden" name="next" value={next} />
            <div className="flex flex-col gap-1">
              <label htmlFor="sign-in-email" className="font-semibold text-ink">
                E-mail address
              </label>
              <input
                id="sign-in-email"
                name="email"
                type="email"
                autoComplete="username"
                required
                maxLength={320}
                defaultValue={typedEmail}
                className={field}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="sign-in-password" className="font-semibold text-ink">
                Password
              </label>
              <input
                id="sign-in-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={1024}
                className={field}
              />
            </div>
            <button type="submit" className={buttonVariants()}>
              Sign in
            </button>
          </ActionForm>
          <p>
            <Link href="/inbox/forgot" className="inline-flex min-h-11 items-center link-brand">
              Forgot your password?
            </Link>
          </p>
        </div>
      </Container>
    </>
  );
}

/**
 * The second step, while the pending cookie is valid: a code from the authenticator app (or a
 * recovery code), or, for an account that must have two-factor sign-in and has none yet, its
 * set-up and first code. A plain form post either way.
 */
function CodeStep({
  step,
  next,
  error,
  secret,
  email,
}: {
  step: "code" | "enrol";
  next: string;
  error: string;
  secret?: Uint8Array;
  email: string;
}) {
  const wrong = error === "code";
  const form = (
    <ActionForm action={signInCodeAction} page={signInPath} className="space-y-4">
      <input type="hidden" name="next" value={next} />
      <div className="flex flex-col gap-1">
        <label htmlFor="sign-in-code" className="font-semibold text-ink">
          {step === "code" ? "Code from your authenticator app" : "Code from the app"}
        </label>
        {step === "code" ? (
          <p id="sign-in-code-hint" className="text-sm text-muted">
            Six digits, or one of your recovery codes if you do not have your phone.
          </p>
        ) : null}
        <input
          id="sign-in-code"
          name="code"
          type="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={64}
          aria-invalid={wrong || undefined}
          aria-describedby={
            [step === "code" ? "sign-in-code-hint" : "", wrong ? "sign-in-code-error" : ""].filter(Boolean).join(" ") ||
            undefined
          }
          className={field}
        />
        {wrong ? (
          <p id="sign-in-code-error" className="text-sm font-semibold text-danger">
            That code is not right, or has been used already. Please type the code the app shows now.
          </p>
        ) : null}
      </div>
      <button type="submit" className={buttonVariants()}>
        {step === "code" ? "Sign in" : "Turn on two-factor sign-in and sign in"}
      </button>
    </ActionForm>
  );
  return (
    <>
      <PageHeader eyebrow="Clinic" title={step === "code" ? "Two-factor sign-in" : "Set up two-factor sign-in"}>
        <p>
          {step === "code"
            ? "Your password was right. Now the code from your authenticator app."
            : "Your password was right. Your role in the inbox signs in with a code from an authenticator app as well: set it up now, once."}
        </p>
      </PageHeader>
      <Container className="py-8 md:py-12">
        <div className="max-w-xl space-y-6">
          <div className="space-y-4 rounded-2xl border border-line bg-white p-4 sm:p-6">
            {step === "enrol" && secret ? (
              <TwoFactorSetUp secret={secret} email={email}>
                {form}
              </TwoFactorSetUp>
            ) : (
              form
            )}
          </div>
          <ActionForm action={cancelSignInAction} page={signInPath}>
            <button type="submit" className="inline-flex min-h-11 items-center link-brand">
              Start again with the password
            </button>
          </ActionForm>
        </div>
      </Container>
    </>
  );
}
