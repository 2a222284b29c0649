import "server-only";
import { sql } from "kysely";
import type { Database } from "@/lib/db";
import type { DeviceClass, MetricName } from "./beacon";

/** The page speed tables (migration 0011, docs/decisions/080): their only reader and writer. */
type ViewKey = { day: string; template: string; device: DeviceClass; country: string };
export type CountedView = ViewKey & { metrics: Array<{ metric: MetricName; bucket: number }> };
/** Per template, over some days: the views, and each metric's histogram (bucket to count). */
export type TemplateFigures = {
  template: string;
  views: number;
  histograms: Partial<Record<MetricName, Array<[bucket: number, count: number]>>>;
};

export function openVitalsStore({ kysely }: Pick<Database, "kysely">) {
  return {
    /** Adds one view and its figures, in one transaction. */
    async count(view: CountedView): Promise<void> {
      const key = { day: view.day, template: view.template, device: view.device, country: view.country };
      await kysely.transaction().execute(async (tx) => {
        await tx
          .insertInto("vitals_views")
          .values({ ...key, views: 1 })
          .onConflict((oc) =>
            oc.columns(["day", "template", "device", "country"]).doUpdateSet({ views: sql`vitals_views.views + 1` }),
          )
          .execute();
        for (const { metric, bucket } of view.metrics) {
          await tx
            .insertInto("vitals_samples")
            .values({ ...key, metric, bucket, count: 1 })
            .onConflict((oc) =>
              oc
                .columns(["day", "template", "device", "country", "metric", "bucket"])
                .doUpdateSet({ count: sql`vitals_samples.count + 1` }),
            )
            .execute();
        }
      });
    },

    /** Every template's views and histograms from `firstDay` to `lastDay` (YYYY-MM-DD, both included). */
    async figures(firstDay: string, lastDay: string): Promise<TemplateFigures[]> {
      const [views, samples] = await Promise.all([
        kysely
          .selectFrom("vitals_views")
          .select(["template", (eb) => eb.fn.sum<string>("views").as("views")])
          .where("day", ">=", firstDay)
          .where("day", "<=", lastDay)
          .groupBy("template")
          .execute(),
        kysely
          .selectFrom("vitals_samples")
          .select(["template", "metric", "bucket", (eb) => eb.fn.sum<string>("count").as("count")])
          .where("day", ">=", firstDay)
          .where("day", "<=", lastDay)
          .groupBy(["template", "metric", "bucket"])
          .orderBy("bucket")
          .execute(),
      ]);
      const byTemplate = new Map<string, TemplateFigures>(
        views.map((v) => [v.template, { template: v.template, views: Number(v.views), histograms: {} }]),
      );
      for (const s of samples) {
        const figures = byTemplate.get(s.template) ?? { template: s.template, views: 0, histograms: {} };
        byTemplate.set(s.template, figures);
        (figures.histograms[s.metric as MetricName] ??= []).push([s.bucket, Number(s.count)]);
      }
      return [...byTemplate.values()];
    },
  };
}

export type VitalsStore = ReturnType<typeof openVitalsStore>;
