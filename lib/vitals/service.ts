import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { Temporal } from "temporal-polyfill";
import { config } from "@/lib/config";
import { database } from "@/lib/db";
import { sharedCounter } from "@/lib/limits/shared";
import { limitKey } from "@/lib/net/client-address";
import { createRateLimiter, type RateLimiter } from "@/lib/leads/rate-limit";
import { canonicalPaths } from "@/lib/routes";
import { beaconSchema, bucketOf, deviceClass, isRobot, metricNames, templateOf, type DeviceClass } from "./beacon";
import { openVitalsStore, type VitalsStore } from "./store";
import { templateRows, vitalsDays, type LeadPage, type TemplateRow } from "./summary";

/** Beacons per visitor address per minute: a page view sends one; a reader clicking through sends a few. */
const beaconsPerMinute = 60;

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
  now: () => Date;
  timeZone: string;
  knownPaths: ReadonlySet<string>;
};

/** The clinic's calendar day at an instant, in its own zone. */
const dayIn = (instant: Date, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();

export function createVitalsService(deps: VitalsServiceDeps) {
  return {
    /**
     * Reads one beacon and counts it: malformed input is "invalid" (the endpoint answers 400);
     * a robot's or the test suite's is "not-counted", answered as if it had been.
     */
    async receive(request: BeaconRequest): Promise<BeaconOutcome> {
      const parsed = beaconSchema.safeParse(request.body);
      if (!parsed.success) return "invalid";
      if (request.fromTestSuite || isRobot(request.userAgent)) return "not-counted";
      if (request.address) {
        const limit = await deps.limiter.take(scrambled(request.address));
        if (!limit.ok) return "rate-limited";
      }
      const beacon = parsed.data;
      const device: DeviceClass = deviceClass(request.userAgent);
      const metrics = metricNames.flatMap((metric) =>
        beacon[metric] === undefined ? [] : [{ metric, bucket: bucketOf(metric, beacon[metric]) }],
      );
      await (
        await deps.store()
      ).count({
        day: dayIn(deps.now(), deps.timeZone),
        template: templateOf(beacon.path, deps.knownPaths),
        device,
        country: request.country,
        metrics,
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
 * The rate limit counts by address in the database for its one-minute window (lib/limits); here
 * it counts a one-way hash of the address, salted with a value this process draws at start and
 * never writes anywhere, so not even that row holds a visitor's address. An IPv6 visitor's /64
 * (limitKey) stays one key.
 */
const salt = randomBytes(16);
const scrambled = (address: string) =>
  `h:${createHash("sha256").update(salt).update(limitKey(address)).digest("base64url").slice(0, 22)}`;

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

/** The service on this process's database, rate limit and clock. */
export function vitalsService() {
  return createVitalsService({
    store: async () => openVitalsStore(await database()),
    limiter: createRateLimiter({ limit: beaconsPerMinute, counter: sharedCounter("vitals", 60_000) }),
    now: () => new Date(),
    timeZone: config().timeZone,
    knownPaths: new Set(canonicalPaths()),
  });
}
