import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { stats as shipped } from "@/content/stats";
import { statSchema } from "@/lib/catalogue/schema";
import { StatsSection } from "./stats-section";

describe("StatsSection", () => {
  it("shows only the figures the clinic has confirmed", () => {
    const html = renderToStaticMarkup(
      <StatsSection
        stats={[
          statSchema.parse({
            status: "confirmed",
            value: "1,200+",
            label: "Consultations",
            basis: "consultations held since 2024, from the clinic's records",
          }),
          statSchema.parse({ status: "sample", value: "54+", label: "Countries" }),
        ]}
      />,
    );
    expect(html).toContain("1,200+");
    expect(html).not.toContain("54+");
  });

  it("leaves the home page without the section while every figure is a sample, as shipped", () => {
    expect(shipped.every((stat) => stat.status === "sample")).toBe(true);
    expect(renderToStaticMarkup(<StatsSection stats={shipped} />)).toBe("");
  });

  it("refuses a confirmed figure without saying how it is counted", () => {
    expect(() => statSchema.parse({ status: "confirmed", value: "95%", label: "Success rate" })).toThrow();
  });
});
