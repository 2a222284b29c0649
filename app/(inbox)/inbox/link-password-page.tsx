import { notFound } from "next/navigation";
import { sectionClass } from "./agenda/parts";
import { FieldError, inputClass } from "./_components/field";
import { NewPasswordField } from "./_components/new-password-field";
import { setLinkPasswordAction } from "./invitation/actions";
import { PageHeader } from "@/components/page-shell";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { config } from "@/lib/config";
import { database } from "@/lib/db";
import { inputOf } from "@/lib/input";
import { clinicTime } from "@/lib/clinic-time";
import { linkPath, openLink, type LinkPurpose, isPasswordRefusal, roleLabels } from "@/lib/staff";

export type LinkPageProps = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The page an invitation or reset link opens: a new password, chosen once. A link used, expired,
 * replaced or unknown answers 404 with its own page (app/staff-link-not-valid).
 */
export async function LinkPasswordPage({ purpose, params, searchParams }: LinkPageProps & { purpose: LinkPurpose }) {
  const { token } = await params;
  const link = await openLink((await database()).kysely, token, new Date());
  if (!link || link.purpose !== purpose) notFound();
  const query = inputOf(await searchParams) ?? notFound();
  const error = query.text("error");
  const why = query.text("why", 500);
  const weak = error === "weak" ? (isPasswordRefusal(why) ? why : "That password would be guessed too easily.") : "";
  const invitation = purpose === "invitation";

  return (
    <>
      <PageHeader eyebrow="Clinic" title={invitation ? "Welcome to the clinic's inbox" : "Choose a new password"}>
        <p>
          {invitation
            ? `${link.name} (${link.email}), invited as ${link.role ? roleLabels[link.role] : "staff"}: choose the password you will sign in with.`
            : `${link.name} (${link.email}): choose a new password. Every session of the account is signed out.`}
        </p>
      </PageHeader>
      <Container className="py-8 md:py-12">
        <div className="max-w-md space-y-6">
          <ActionForm
            action={setLinkPasswordAction}
            page={linkPath(purpose, token)}
            className={`${sectionClass} space-y-4`}
          >
            <input type="hidden" name="token" value={token} />
            <NewPasswordField id="link-password" label="New password" refusal={weak || undefined} />
            <div className="flex flex-col gap-1">
              <label htmlFor="link-again" className="font-semibold text-ink">
                New password again
              </label>
              <input
                id="link-again"
                name="again"
                type="password"
                autoComplete="new-password"
                required
                maxLength={1024}
                aria-invalid={error === "again" || undefined}
                aria-describedby={error === "again" ? "link-again-error" : undefined}
                className={inputClass}
              />
              <FieldError
                id="link-again-error"
                message={error === "again" ? "The two passwords differ. Please type the same one twice." : undefined}
              />
            </div>
            <button type="submit" className={buttonVariants()}>
              {invitation ? "Set my password" : "Change my password"}
            </button>
          </ActionForm>
          <p className="text-sm text-muted">
            This link works once, until {clinicTime(link.expiresAt.toISOString(), config().timeZone)}.
          </p>
        </div>
      </Container>
    </>
  );
}
