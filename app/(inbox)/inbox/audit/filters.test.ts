import { expect, it } from "vitest";
import { inputOf } from "@/lib/input";
import { auditQuery, parseAuditFilters } from "./filters";

const read = (query: string) => parseAuditFilters(inputOf(new URLSearchParams(query))!);

it("keeps only a known action and real days, and rebuilds the same query", () => {
  const f = read("action=lead.viewed&staff=s1&subject=L1&from=2026-12-01&to=2026-12-02&page=3");
  expect(f).toEqual({
    action: "lead.viewed",
    staffId: "s1",
    subject: "L1",
    from: "2026-12-01",
    to: "2026-12-02",
    page: 3,
  });
  expect(auditQuery(f, 1)).toBe("action=lead.viewed&staff=s1&subject=L1&from=2026-12-01&to=2026-12-02");
  expect(read("action=drop-table&from=2026-02-30&to=0000-01-01&page=-1")).toEqual({
    action: undefined,
    staffId: undefined,
    subject: undefined,
    from: undefined,
    to: undefined,
    page: 1,
  });
  expect(read("from=2026-12-05&to=2026-12-01").to).toBeUndefined();
});
