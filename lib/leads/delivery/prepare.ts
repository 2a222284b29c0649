import "server-only";
import { config as appConfig } from "@/lib/config";
import type { Preparers } from "@/lib/messages";
import { overdueCutoff } from "../pipeline/overdue";
import { leadStore } from "../store";
import { digestProps, type DigestSection } from "./digest";
import { leadNotice } from "./email";

/**
 * The lead domain's preparers for lib/messages (lib/workers.ts lends them): the new lead's e-mail
 * from the lead as it is when sent (none once it is erased), and the morning digest from the
 * leads overdue then, with what other domains add (`digestSections`).
 */
export function leadPreparers(
  digestSections?: (now: Date) => Promise<DigestSection[]>,
): Pick<Preparers, "lead-new" | "digest"> {
  const config = appConfig();
  return {
    "lead-new": async ({ leadId }) => {
      const lead = await (await leadStore()).getLead(leadId);
      return lead ? leadNotice(lead, config.timeZone, config.site.url) : null;
    },
    digest: async (_data, { now }) => {
      const leads = await (await leadStore()).overdueLeads(overdueCutoff(now), 200);
      const sections = (await digestSections?.(now)) ?? [];
      if (!leads.length && !sections.length) return null;
      return digestProps(leads, now, config.timeZone, config.site.url, sections);
    },
  };
}
