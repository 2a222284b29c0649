import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Temporal } from "temporal-polyfill";
import { sectionClass } from "../agenda/parts";
import { TextField } from "../_components/field";
import { requirePermission } from "../session";
import { saveClaim, saveContact, saveFigure } from "./actions";
import { contactFields } from "./fields";
import { PageHeader } from "@/components/page-shell";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { clinicFacts } from "@/content/clinic-facts";
import { config } from "@/lib/config";
import { inputOf } from "@/lib/input";
import {
  checkClaim,
  checkContact,
  checkFigure,
  claimKeys,
  figureKeys,
  recordKey,
  siteDesk,
  type Intent,
  type SiteVersion,
} from "@/lib/site";

export const metadata: Metadata = {
  title: "The site",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const done: Record<string, string> = {
  saved: "Saved. The public pages that show it carry the change within a minute, on every server.",
  confirm: "Confirmed and saved. The pages that state it now show it, within a minute, on every server.",
  unconfirm: "Unconfirmed and saved. The pages leave it out again within a minute, on every server.",
  unchanged: "Nothing to save: that is what the site already shows.",
};

const figureNames = { happyPatients: "Patients", products: "Products" } as const;

/** The few places that still state a claim as the build had it, for the claims they name. */
const claimPlaces: Partial<Record<string, string>> = {
  certifiedDoctors:
    "Still as at the last build: the share images, the booking page's description and the digestive health category's text.",
  officeCity: "E-mails and text messages name the city as the server's settings do, not from here.",
};

const intentOf = (value: string): Intent => (value === "confirm" || value === "unconfirm" ? value : "save");

/** "2 December 2026, 17:05" in the clinic's zone. */
function when(iso: string, zone: string): string {
  const time = Temporal.Instant.from(iso).toZonedDateTimeISO(zone);
  return `${time.toPlainDate().toLocaleString("en-GB", { day: "numeric", month: "long", year: "numeric" })}, ${time
    .toPlainTime()
    .toString({ smallestUnit: "minute" })}`;
}

/**
 * The clinic's own facts (docs/inbox.md, The site): its name and contact details, the claims the
 * pages make only once confirmed, and the home page's figures, as plain forms for the owner.
 * A save is versioned and audited, and the pages that show it follow within a minute.
 */
export default async function SitePage({ searchParams }: Props) {
  await connection();
  await requirePermission("site.edit");
  const query = inputOf(await searchParams) ?? notFound();
  const desk = await siteDesk();
  const facts = await desk.read();
  const zone = config().timeZone;
  const form = query.text("form", 80);
  const message = done[query.text("done", 20)];
  const histories = new Map(
    await Promise.all(
      [recordKey.contact, ...claimKeys.map(recordKey.claim), ...figureKeys.map(recordKey.figure)].map(
        async (key) => [key, await desk.history(key)] as const,
      ),
    ),
  );

  const contactTyped = form === "contact";
  const contactValues = Object.fromEntries(
    contactFields.map(({ name, max }) => [name, contactTyped ? query.text(name, max) : facts.contact[name]]),
  );
  const contactChecked = contactTyped ? checkContact(contactValues) : undefined;
  const contactErrors = contactChecked && !contactChecked.ok ? contactChecked.fieldErrors : {};

  return (
    <>
      <PageHeader eyebrow="Clinic" title="The site">
        <p>
          The clinic&apos;s name and contact details, the claims the pages make only once you confirm them, and the home
          page&apos;s figures. Each save is kept with who made it and when, written to the audit, and shown on the
          public pages within a minute, with no rebuild.
        </p>
      </PageHeader>
      <Container className="space-y-6 py-8 md:py-12">
        {message ? (
          <div id="done" role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
            <p>{message}</p>
          </div>
        ) : null}

        <section aria-labelledby="doctors-heading" className={sectionClass}>
          <h2 id="doctors-heading" className="mb-1 text-2xl">
            Doctors
          </h2>
          <p className="text-sm text-muted">
            The doctors on the doctors page, the home page and the condition pages they review, with their photographs
            and registrations:{" "}
            <Link href="/inbox/site/doctors" className="link-brand">
              edit the doctors
            </Link>
            .
          </p>
        </section>

        <section id="contact" aria-labelledby="contact-heading" className={`${sectionClass} scroll-mt-24`}>
          <h2 id="contact-heading" className="mb-1 text-2xl">
            Name and contact details
          </h2>
          <p className="mb-4 text-sm text-muted">
            On every public page: the header, the footer, the contact page and the structured data search engines read.
            The office&apos;s city is a claim below: it shows once confirmed.
          </p>
          <ActionForm action={saveContact} page="/inbox/site" className="space-y-4" noValidate>
            <div className="grid gap-4 md:grid-cols-2">
              {contactFields.map((field) => (
                <TextField
                  key={field.name}
                  id={`contact-${field.name}`}
                  name={field.name}
                  label={field.label}
                  hint={field.hint}
                  type={field.type}
                  value={contactValues[field.name] ?? ""}
                  error={contactErrors[field.name]}
                />
              ))}
            </div>
            <button type="submit" className={buttonVariants()}>
              Save the contact details
            </button>
          </ActionForm>
          <History versions={histories.get(recordKey.contact) ?? []} zone={zone} />
        </section>

        <section id="claims" aria-labelledby="claims-heading" className={`${sectionClass} scroll-mt-24`}>
          <h2 id="claims-heading" className="mb-1 text-2xl">
            Claims
          </h2>
          <p className="mb-4 text-sm text-muted">
            A claim appears on the site only once you confirm it and say how the clinic knows it (for example
            &quot;patient register, November 2026&quot;). Changing a confirmed claim&apos;s wording takes it off the
            site until it is confirmed again. Each heading says where the claim shows; the pages carry a save within a
            minute.
          </p>
          <div className="space-y-6">
            {claimKeys.map((key) => {
              const stored = facts.claims[key];
              const typed = form === `claim-${key}`;
              const value = typed ? query.text("value", 401) : String(stored.value);
              const basis = typed ? query.text("basis", 301) : "";
              const checked = typed
                ? checkClaim(key, { value, basis, intent: intentOf(query.text("intent", 20)) })
                : undefined;
              const errors = checked && !checked.ok ? checked.fieldErrors : {};
              return (
                <article
                  key={key}
                  id={`claim-${key}`}
                  className="scroll-mt-24 border-t border-line pt-4"
                  data-claim={key}
                >
                  <h3 className="text-xl">{clinicFacts[key].claim}</h3>
                  {claimPlaces[key] ? <p className="mt-1 text-sm text-muted">{claimPlaces[key]}</p> : null}
                  <Status confirmed={stored.confirmed} zone={zone} />
                  <ActionForm action={saveClaim} page="/inbox/site" className="mt-3 space-y-3" noValidate>
                    <input type="hidden" name="key" value={key} />
                    <TextField
                      id={`claim-${key}-value`}
                      name="value"
                      label="Wording"
                      value={value}
                      error={errors.value}
                    />
                    <TextField
                      id={`claim-${key}-basis`}
                      name="basis"
                      label="How the clinic knows it (evidence, to confirm)"
                      value={basis}
                      error={errors.basis}
                    />
                    <Actions confirmed={Boolean(stored.confirmed)} />
                  </ActionForm>
                  <History versions={histories.get(recordKey.claim(key)) ?? []} zone={zone} />
                </article>
              );
            })}
          </div>
        </section>

        <section id="figures" aria-labelledby="figures-heading" className={`${sectionClass} scroll-mt-24`}>
          <h2 id="figures-heading" className="mb-1 text-2xl">
            The home page&apos;s figures
          </h2>
          <p className="mb-4 text-sm text-muted">
            The home page shows a figure only once you confirm it with how it is counted. Its countries are the
            FAQ&apos;s claim (countriesServed, above).
          </p>
          <div className="space-y-6">
            {figureKeys.map((key) => {
              const stored = facts.figures[key];
              const typed = form === `figure-${key}`;
              const value = typed ? query.text("value", 21) : stored.value;
              const label = typed ? query.text("label", 41) : stored.label;
              const basis = typed ? query.text("basis", 301) : "";
              const checked = typed
                ? checkFigure({ value, label, basis, intent: intentOf(query.text("intent", 20)) })
                : undefined;
              const errors = checked && !checked.ok ? checked.fieldErrors : {};
              return (
                <article
                  key={key}
                  id={`figure-${key}`}
                  className="scroll-mt-24 border-t border-line pt-4"
                  data-figure={key}
                >
                  <h3 className="text-xl">{figureNames[key]}</h3>
                  <Status confirmed={stored.confirmed} zone={zone} />
                  <ActionForm action={saveFigure} page="/inbox/site" className="mt-3 space-y-3" noValidate>
                    <input type="hidden" name="key" value={key} />
                    <div className="grid gap-3 sm:grid-cols-2">
                      <TextField
                        id={`figure-${key}-value`}
                        name="value"
                        label="Figure"
                        value={value}
                        error={errors.value}
                      />
                      <TextField
                        id={`figure-${key}-label`}
                        name="label"
                        label="Label"
                        value={label}
                        error={errors.label}
                      />
                    </div>
                    <TextField
                      id={`figure-${key}-basis`}
                      name="basis"
                      label="How it is counted (evidence, to confirm)"
                      value={basis}
                      error={errors.basis}
                    />
                    <Actions confirmed={Boolean(stored.confirmed)} />
                  </ActionForm>
                  <History versions={histories.get(recordKey.figure(key)) ?? []} zone={zone} />
                </article>
              );
            })}
          </div>
        </section>
      </Container>
    </>
  );
}

function Status({ confirmed, zone }: { confirmed: { at: string; by: string; basis: string } | null; zone: string }) {
  return confirmed ? (
    <p className="mt-1 text-sm text-ink" data-status="confirmed">
      Confirmed by {confirmed.by} on {when(confirmed.at, zone)} ({zone}): {confirmed.basis}
    </p>
  ) : (
    <p className="mt-1 text-sm text-muted" data-status="unconfirmed">
      Not confirmed: the site leaves it out.
    </p>
  );
}

/** The submit buttons: each sends its intent, with JavaScript or without. */
function Actions({ confirmed }: { confirmed: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" name="intent" value="confirm" className={buttonVariants()}>
        Confirm with this evidence
      </button>
      <button type="submit" name="intent" value="save" className={buttonVariants({ variant: "secondary" })}>
        Save the wording only
      </button>
      {confirmed ? (
        <button type="submit" name="intent" value="unconfirm" className={buttonVariants({ variant: "ghost" })}>
          Unconfirm
        </button>
      ) : null}
    </div>
  );
}

function History({ versions, zone }: { versions: SiteVersion[]; zone: string }) {
  if (!versions.length) return <p className="mt-3 text-sm text-muted">Never saved here: the site shows the default.</p>;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer link-brand">
        {versions.length} saved version{versions.length === 1 ? "" : "s"}, the last by {versions[0]!.savedBy} on{" "}
        {when(versions[0]!.savedAt, zone)}
      </summary>
      <ol className="mt-2 space-y-1">
        {versions.map((v) => (
          <li key={v.version} className="break-words">
            Version {v.version}, {v.savedBy}, {when(v.savedAt, zone)}: <code>{JSON.stringify(v.value)}</code>
          </li>
        ))}
      </ol>
    </details>
  );
}
