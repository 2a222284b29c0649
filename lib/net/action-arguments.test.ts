import { describe, expect, it } from "vitest";
import { captureLog } from "@/lib/log";
import { formDataOf } from "./action-arguments";

describe("a form action's arguments", () => {
  it("gives the form data of a call as a form makes it", () => {
    const form = new FormData();
    form.set("id", "lead-1");
    expect(formDataOf([undefined, form], "setLeadStatus")).toBe(form);
    expect(formDataOf([{ status: "idle" }, form], "setLeadStatus")).toBe(form);
  });

  it("refuses what the probe sent, with one warning line that names the action and no value", () => {
    const lines: string[] = [];
    const restore = captureLog({ write: (line: string) => void lines.push(line) });
    try {
      for (const args of [
        [],
        { a: 1 },
        [null],
        [null, null],
        [{}, "secret@example.com"],
        [undefined, new FormData(), "extra"],
        "x",
        undefined,
      ]) {
        expect(formDataOf(args, "setLeadStatus"), JSON.stringify(args)).toBeUndefined();
      }
    } finally {
      restore();
    }
    const entries = lines.map(
      (line) => JSON.parse(line) as { level: string; event: string; action: string; given: unknown },
    );
    expect(entries).toHaveLength(8);
    for (const entry of entries)
      expect(entry).toMatchObject({ level: "warn", event: "action.bad-arguments", action: "setLeadStatus" });
    expect(entries[4]!.given).toEqual(["object", "string"]);
    expect(lines.join("\n")).not.toContain("secret@example.com");
  });
});
