import { describe, expect, it } from "vitest";
import { can, doctorScope, permissions, type Permission, type Role } from "./policy";

const holders = (permission: Permission) =>
  (["owner", "reception", "doctor"] as Role[]).filter((role) => can({ role }, permission));

describe("the roles (docs/inbox.md, Roles)", () => {
  it("gives the owner every permission", () => {
    expect(permissions.filter((p) => !can({ role: "owner" }, p))).toEqual([]);
  });

  it.each<[Permission, Role[]]>([
    ["payments.refund", ["owner"]],
    ["plans.cancel", ["owner"]],
    ["privacy.erase", ["owner"]],
    ["leads.export", ["owner"]],
    ["staff.manage", ["owner"]],
    ["audit.read", ["owner"]],
    ["site.edit", ["owner"]],
    ["booking-rules.manage", ["owner"]],
    ["payments.read", ["owner", "reception"]],
    ["leads.read", ["owner", "reception"]],
    ["agenda.manage", ["owner", "reception"]],
    ["patient-links.revoke", ["owner", "reception"]],
    ["agenda.read", ["owner", "reception", "doctor"]],
    ["lead.read", ["owner", "reception", "doctor"]],
    ["account.manage", ["owner", "reception", "doctor"]],
  ])("%s: %j", (permission, roles) => {
    expect(holders(permission)).toEqual(roles);
  });

  it("gives a doctor nothing beyond their agenda, the leads booked with them and their own account", () => {
    expect(permissions.filter((p) => can({ role: "doctor" }, p))).toEqual([
      "lead.read",
      "lead.write",
      "agenda.read",
      "agenda.mark",
      "account.manage",
    ]);
    expect(doctorScope({ role: "doctor", doctorId: "dr-a" })).toBe("dr-a");
    expect(doctorScope({ role: "reception", doctorId: null })).toBeNull();
  });

  it("gives a disabled account nothing", () => {
    expect(can({ role: "owner", disabledAt: "2026-12-01T00:00:00.000Z" }, "leads.read")).toBe(false);
  });
});
