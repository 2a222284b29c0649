import "server-only";
import { Temporal } from "temporal-polyfill";
import type { Database } from "@/lib/db/database";
import type { PrepareContext, PropsOf } from "@/lib/messages";
import { linkPath, mintLinkToken, type LinkPurpose } from "./links";
import { roleLabels } from "./policy";

/** "Saturday, 5 December 2026 at 08:20 (Asia/Kolkata)": an instant on the clinic's clock, its zone named. */
function clinicClock(at: Date, timeZone: string): string {
  const zoned = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
  return `${zoned.toLocaleString("en-GB", { dateStyle: "full", timeStyle: "short" })} (${timeZone})`;
}

/**
 * The preparer of the invitation and reset e-mails (lib/workers.ts lends it to lib/messages):
 * it makes the link's token as the e-mail is sent, so only its hash is ever stored, and answers
 * null (nothing sent) for a link used, ended or replaced meanwhile.
 */
export function staffLinkPreparer(
  db: () => Promise<Pick<Database, "kysely">>,
  site: { url: string; timeZone: string },
  purpose: LinkPurpose,
) {
  return async (
    { linkId }: { linkId: string },
    { now }: PrepareContext,
  ): Promise<PropsOf<"staff-invitation"> | null> => {
    const made = await mintLinkToken((await db()).kysely, linkId, now);
    if (!made || made.link.purpose !== purpose) return null;
    const { link, token } = made;
    return {
      to: { name: link.name, address: link.email },
      url: `${site.url}${linkPath(purpose, token)}`,
      expires: clinicClock(link.expiresAt, site.timeZone),
      ...(link.role ? { role: roleLabels[link.role] } : {}),
    };
  };
}
