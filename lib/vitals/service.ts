import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { config } from "@/lib/config";
import { database } from "@/lib/db";
import { sharedCounter } from "@/lib/limits/shared";
import type { WindowCounter } from "@/lib/limits/window-counter";
import { limitKey } from "@/lib/net/client-address";
import { createRateLimiter, type RateLimiter } from "@/lib/leads";
import { singleton } from "@/lib/singleton.mjs";
import { sitemapPaths } from "@/lib/sitemap-paths";
import {
  beaconSchema,
  countedFigures,
  deviceClass,
  isRobot,
  otherTemplate,
  pagePath,
  templateOf,
  type DeviceClass,
} from "./beacon";
import { openVitalsStore, type VitalsStore } from "./store";
import { templateRows, vitalsDays, type LeadPage, type TemplateRow } from "./summary";

/** Beacons per visitor address per minute: a page view sends one; a reader clicking through sends a few. */
const beaconsPerMinute = 60;

/** One address's views of one page count once in this long: a script repeating a beacon adds one view. */
const viewWindowMs = 30 * 60_000;

export type BeaconOutcome = "counted" | "not-counted" | "invalid" | "rate-limited";

/** What the endpoint knows of the request, besides its body: read here, never stored. */
export type BeaconRequest = {
  body: unknown;
  userAgent: string;
  address: string | undefined;
  country: string;
  fromTestSuite: boolean;
};

export type VitalsServiceDeps = {
  store: () => Promise<VitalsStore>;
  limiter: RateLimiter;
  /** The views already counted, one key per address and page, in the limits table. */
  views: WindowCounter;
  /** The key of the hash that stands for an address in the limits table (VITALS_KEY). */
  key: Uint8Array;
  now: () => Date;
  timeZone: string;
  /** The sitemap's paths: a page the site has (lib/sitemap-paths.ts). */
  knownPaths: ReadonlySet<string>;
};

/** The clinic's calendar day at an instant, in its own zone. */
const dayIn = (instant: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();

export function createVitalsService(deps: VitalsServiceDeps) {
  return {
    /**
     * Reads one beacon and counts it: malformed input is "invalid" (the endpoint answers 400);
     * a robot's, the test suite's and a second view of the same page from the same address
     * within 30 minutes are "not-counted", answered as if they had been.
     */
    async receive(request: BeaconRequest): Promise<BeaconOutcome> {
      const parsed = beaconSchema.safeParse(request.body);
      if (!parsed.success) return "invalid";
      if (request.fromTestSuite || isRobot(request.userAgent)) return "not-counted";
      const address = limitKey(request.address ?? "unknown");
      const limit = await deps.limiter.take(tag(deps.key, address));
      if (!limit.ok) return "rate-limited";
      const beacon = parsed.data;
      const template = templateOf(beacon.path, deps.knownPaths);
      // Every path the site does not have is one page here, so made-up paths add one view at most.
      const page = template === otherTemplate ? otherTemplate : pagePath(beacon.path);
      const seen = await deps.views.hit(tag(deps.key, `${address}\n${page}`));
      if (seen.count > 1) return "not-counted";
      const device: DeviceClass = deviceClass(request.userAgent);
      await (
        await deps.store()
      ).count({
        day: dayIn(deps.now(), deps.timeZone),
        template,
        device,
        country: request.country,
        metrics: countedFigures(beacon),
      });
      return "counted";
    },

    /** The overview's rows over the last 28 days, with the leads sent from each template's pages (`leadPages`: each lead's page address and whether it booked). */
    async overview(leadPages: Array<{ pageUrl: string; booked: boolean }>): Promise<TemplateRow[]> {
      const today = Temporal.PlainDate.from(dayIn(deps.now(), deps.timeZone));
      const first = today.subtract({ days: vitalsDays - 1 }).toString();
      const figures = await (await deps.store()).figures(first, today.toString());
      const leads: LeadPage[] = leadPages.map((l) => ({
        template: templateOf(pathOf(l.pageUrl), deps.knownPaths),
        booked: l.booked,
      }));
      return templateRows(figures, leads);
    },
  };
}

/**
 * What the limits table keeps for an address (an IPv6 visitor's /64, limitKey), alone for the
 * rate limit or with a page for its views: a hash keyed with VITALS_KEY, so no row holds a
 * visitor's address and no one without the key can test an address against the rows.
 */
const tag = (key: Uint8Array, value: string) =>
  `h:${createHmac("sha256", key).update(value).digest("base64url").slice(0, 22)}`;

/** A lead's page address as a path ("" when it has none: such a lead counts under "(other)"). */
function pathOf(pageUrl: string): string {
  try {
    return new URL(pageUrl, "https://site.invalid").pathname;
  } catch {
    return "";
  }
}

/** The first instant of the overview's days, to ask the leads from. */
export function vitalsSince(now: Date, timeZone: string): Date {
  const first = Temporal.PlainDate.from(dayIn(now, timeZone)).subtract({ days: vitalsDays - 1 });
  return new Date(first.toZonedDateTime({ timeZone }).epochMilliseconds);
}

/**
 * The service on this process's database, limits and clock. Without VITALS_KEY the key is drawn
 * per process: one instance counts right, but after a restart, or on another instance, an
 * address's page counts once more (npm run preflight says so).
 */
export function vitalsService() {
  return createVitalsService({
    store: async () => openVitalsStore(await database()),
    limiter: createRateLimiter({ limit: beaconsPerMinute, counter: sharedCounter("vitals", 60_000) }),
    views: sharedCounter("vitals-view", viewWindowMs),
    key: config().vitalsKey ?? singleton("vitalsKey", () => randomBytes(32)),
    now: () => new Date(),
    timeZone: config().timeZone,
    knownPaths: singleton("sitemapPaths", () => new Set(sitemapPaths())),
  });
}
