import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { connection } from "next/server";
import { sectionClass } from "../agenda/parts";
import { FieldError, inputClass } from "../_components/field";
import { NewPasswordField } from "../_components/new-password-field";
import { setUpOwnerAction } from "./actions";
import { setUpPath, setUpTypedCookieName, setUpTypedOf } from "./typed";
import { PageHeader } from "@/components/page-shell";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { database } from "@/lib/db";
import { inputOf } from "@/lib/input";
import { signInPath } from "@/lib/staff/client";
import { isPasswordRefusal, storeHasNoStaff } from "@/lib/staff";

export const metadata: Metadata = { title: "Set up the inbox", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const label = "font-semibold text-ink";

/**
 * A fresh install's first owner (docs/inbox.md, Staff accounts), with the one-time code the
 * server wrote to its log at start. Once any account exists, set-up is done: off to sign in.
 */
export default async function SetUpPage({ searchParams }: Props) {
  await connection();
  if (!(await storeHasNoStaff(await database()))) redirect(signInPath);
  const query = inputOf(await searchParams) ?? notFound();
  const error = query.text("error");
  const why = query.text("why", 500);
  const typed = error ? setUpTypedOf((await cookies()).get(setUpTypedCookieName)?.value) : { name: "", email: "" };
  const errors: Record<string, string> = {
    code: "That is not the code in the server's log, or it was used already (a restart writes a new one).",
    name: "Please type your name.",
    email: "Please type your e-mail address, such as name@example.com.",
    weak: isPasswordRefusal(why) ? why : "That password would be guessed too easily.",
    again: "The two passwords differ. Please type the same one twice.",
  };
  const field = (name: string) => ({
    "aria-invalid": error === name || undefined,
    "aria-describedby": error === name ? `set-up-${name}-error` : undefined,
  });

  return (
    <>
      <PageHeader eyebrow="Clinic" title="Set up the inbox">
        <p>
          No staff account exists yet. Make the clinic&apos;s first owner with the one-time code the server wrote to its
          log when it started.
        </p>
      </PageHeader>
      <Container className="py-8 md:py-12">
        <ActionForm action={setUpOwnerAction} page={setUpPath} className={`${sectionClass} max-w-md space-y-4`}>
          <div className="flex flex-col gap-1">
            <label htmlFor="set-up-code" className={label}>
              One-time code from the server&apos;s log
            </label>
            <input
              id="set-up-code"
              name="code"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              maxLength={64}
              className={inputClass}
              {...field("code")}
            />
            <FieldError id="set-up-code-error" message={error === "code" ? errors.code : undefined} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="set-up-name" className={label}>
              Your name
            </label>
            <input
              id="set-up-name"
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={200}
              defaultValue={typed.name}
              className={inputClass}
              {...field("name")}
            />
            <FieldError id="set-up-name-error" message={error === "name" ? errors.name : undefined} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="set-up-email" className={label}>
              Your e-mail address
            </label>
            <input
              id="set-up-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              maxLength={320}
              defaultValue={typed.email}
              className={inputClass}
              {...field("email")}
            />
            <FieldError id="set-up-email-error" message={error === "email" ? errors.email : undefined} />
          </div>
          <NewPasswordField
            id="set-up-password"
            label="Password"
            refusal={error === "weak" ? errors.weak : undefined}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="set-up-again" className={label}>
              Password again
            </label>
            <input
              id="set-up-again"
              name="again"
              type="password"
              autoComplete="new-password"
              required
              maxLength={1024}
              className={inputClass}
              {...field("again")}
            />
            <FieldError id="set-up-again-error" message={error === "again" ? errors.again : undefined} />
          </div>
          <button type="submit" className={buttonVariants()}>
            Make me the owner
          </button>
        </ActionForm>
      </Container>
    </>
  );
}
