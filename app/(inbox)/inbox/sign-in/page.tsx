import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { currentStaff } from "../session";
import { signInAction } from "./actions";
import { PageHeader } from "@/components/page-shell";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { inputOf } from "@/lib/input";
import { typedEmailCookieName } from "@/lib/staff/device";
import { safeNext } from "@/lib/staff/session";
import { signInPath } from "@/lib/staff/inbox-gate";
import { staffStore } from "@/lib/staff/store";

export const metadata: Metadata = {
  title: "Sign in to the inbox",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const field = "min-h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink";

/** Each staff member signs in with their own account (docs/decisions/035); works without JavaScript. */
export default async function SignInPage({ searchParams }: Props) {
  await connection();
  const query = inputOf(await searchParams) ?? notFound();
  const next = safeNext(query.exact("next", 2000));
  if (await currentStaff()) redirect(next);
  const error = query.text("error");
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
          {error === "busy" ? (
            <p role="alert" className="rounded-xl border border-danger bg-white px-4 py-3 text-ink">
              The inbox is checking too many sign-ins at once. Please try again in a few seconds.
            </p>
          ) : null}
          {query.text("signed-out") ? (
            <p role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
              You have signed out.
            </p>
          ) : null}
          {noAccounts ? (
            <p className="rounded-xl border border-line bg-white px-4 py-3 text-sm">
              No staff account exists yet. Whoever runs the server creates one with{" "}
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
        </div>
      </Container>
    </>
  );
}
