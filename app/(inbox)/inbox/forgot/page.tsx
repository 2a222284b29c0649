import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { FieldError } from "../_components/field";
import { forgotAction } from "./actions";
import { PageHeader } from "@/components/page-shell";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { config } from "@/lib/config";
import { inputOf } from "@/lib/input";
import { typedEmailCookieName } from "@/lib/staff";
import { signInPath } from "@/lib/staff/client";

export const metadata: Metadata = {
  title: "Forgot your password?",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const field = "min-h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink";

/** Asks for a reset link (docs/inbox.md, Staff accounts); the same answer for every address, and works without JavaScript. */
export default async function ForgotPage({ searchParams }: Props) {
  await connection();
  const query = inputOf(await searchParams) ?? notFound();
  const error = query.text("error");
  const retry = query.count("retry");
  const typed = error ? ((await cookies()).get(typedEmailCookieName)?.value ?? "") : "";
  const byEmail = Boolean(config().delivery.email);
  const errors: Record<string, string> = {
    email: "Please type your e-mail address, such as name@example.com.",
    limited: `Too many reset requests. Please try again in ${retry ? `${retry} minute${retry === 1 ? "" : "s"}` : "a few minutes"}.`,
  };

  return (
    <>
      <PageHeader eyebrow="Clinic" title="Forgot your password?">
        <p>Type the e-mail address you sign in with, and a link to choose a new password is sent to it.</p>
      </PageHeader>
      <Container className="py-8 md:py-12">
        <div className="max-w-md space-y-6">
          {query.text("sent") ? (
            <p role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
              If an enabled account has that address, a link to choose a new password is on its way to it. It works
              once, for 72 hours.
              {byEmail
                ? ""
                : " This server sends no e-mail yet: ask the clinic's owner to send you a reset link from the staff page."}
            </p>
          ) : null}
          {error === "limited" ? (
            <p role="alert" className="rounded-xl border border-danger bg-white px-4 py-3 text-ink">
              {errors.limited}
            </p>
          ) : null}
          <ActionForm
            action={forgotAction}
            page="/inbox/forgot"
            className="space-y-4 rounded-2xl border border-line bg-white p-4 sm:p-6"
          >
            <div className="flex flex-col gap-1">
              <label htmlFor="forgot-email" className="font-semibold text-ink">
                E-mail address
              </label>
              <input
                id="forgot-email"
                name="email"
                type="email"
                autoComplete="username"
                required
                maxLength={320}
                defaultValue={typed}
                aria-invalid={error === "email" || undefined}
                aria-describedby={error === "email" ? "forgot-email-error" : undefined}
                className={field}
              />
              <FieldError id="forgot-email-error" message={error === "email" ? errors.email : undefined} />
            </div>
            <button type="submit" className={buttonVariants()}>
              Send a reset link
            </button>
          </ActionForm>
          <p>
            <Link href={signInPath} className="inline-flex min-h-11 items-center link-brand">
              Back to sign-in
            </Link>
          </p>
        </div>
      </Container>
    </>
  );
}
