import { describe, expect, it } from "vitest";
import { clinicFacts } from "@/content/clinic-facts";
import { plansShown } from "@/content/plans";
import { homeFigures } from "@/content/stats";
import { config } from "@/lib/config";
import { freshDatabase } from "@/tests/setup/test-database";
import { defaultFacts } from "./defaults";
import { siteSettings } from "./settings";
import { changeChannel, siteStore } from "./store";

const owner = { staffId: "s-owner", staffName: "Asha Owner" };

const contactForm = (changes: Record<string, string> = {}) => ({
  ...Object.fromEntries(Object.entries(defaultFacts().contact).map(([k, v]) => [k, String(v)])),
  ...changes,
});

async function auditRows(db: Awaited<ReturnType<typeof freshDatabase>>) {
  const { rows } = await db.pool.query<{
    action: string;
    subject_id: string;
    staff_name: string;
    detail: Record<string, unknown>;
  }>("SELECT action, subject_id, staff_name, detail FROM audit_events ORDER BY id");
  return rows;
}

describe("the site's facts before anything is saved", () => {
  it("are today's: the SITE_* variables and content/*.ts", async () => {
    const store = siteStore(await freshDatabase());
    const facts = await store.read();
    const { site } = config();
    expect(facts.contact).toMatchObject({ name: site.name, phone: site.phone, email: site.email });
    expect(facts.claims.officeCity).toEqual({ value: clinicFacts.officeCity.value, confirmed: null });
    expect(facts.figures.happyPatients).toEqual({ ...homeFigures.happyPatients, confirmed: null });
    // An unconfirmed city stays off the pages, exactly as before the desk.
    const shown = siteSettings(facts, site.url);
    expect(shown.office.place).toBe("India");
    expect(shown.office.city).toBeUndefined();
  });
});

describe("saving the contact details", () => {
  it("keeps every version with who and when, and audits before and after in the same transaction", async () => {
    const db = await freshDatabase();
    const store = siteStore(db);
    const first = await store.saveContact(contactForm({ phone: "+91 98100 00001" }), owner);
    expect(first).toEqual({ status: "saved", version: 1, tags: ["site:contact"] });
    const second = await store.saveContact(contactForm({ phone: "+91 98100 00002" }), owner);
    expect(second).toMatchObject({ status: "saved", version: 2 });

    expect((await store.read()).contact.phone).toBe("+91 98100 00002");
    const history = await store.history("contact");
    expect(history.map((v) => [v.version, (v.value as { phone: string }).phone, v.savedBy])).toEqual([
      [2, "+91 98100 00002", "Asha Owner"],
      [1, "+91 98100 00001", "Asha Owner"],
    ]);
    const audit = await auditRows(db);
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({ action: "site.edited", subject_id: "contact", staff_name: "Asha Owner" });
    expect(audit[1]!.detail).toMatchObject({
      version: 2,
      before: { phone: "+91 98100 00001" },
      after: { phone: "+91 98100 00002" },
    });
  });

  it("saves nothing and audits nothing when nothing changed", async () => {
    const db = await freshDatabase();
    const store = siteStore(db);
    expect(await store.saveContact(contactForm(), owner)).toEqual({ status: "unchanged" });
    expect(await store.history("contact")).toEqual([]);
    expect(await auditRows(db)).toEqual([]);
  });

  it("refuses bad input field by field, and stores none of it", async () => {
    const db = await freshDatabase();
    const store = siteStore(db);
    const refused = await store.saveContact(
      contactForm({ phone: "call us", email: "not-an-email", whatsapp: "+91 98", facebook: "http://fb.example" }),
      owner,
    );
    expect(refused).toEqual({
      status: "invalid",
      fieldErrors: {
        phone: "Must hold a phone number",
        email: "Must be an e-mail address",
        whatsapp: expect.stringMatching(/^Must be the number in international format/),
        facebook: "Must be the profile's https:// address, none, or empty",
      },
    });
    expect((await store.read()).contact).toEqual(defaultFacts().contact);
    expect(await auditRows(db)).toEqual([]);
  });

  it("tells every instance on the database, once the save is committed", async () => {
    const db = await freshDatabase();
    const listener = await db.pool.connect();
    const heard: string[] = [];
    listener.on("notification", (n) => {
      if (n.channel === changeChannel) heard.push(n.payload ?? "");
    });
    try {
      await listener.query(`LISTEN ${changeChannel}`);
      await siteStore(db).saveContact(contactForm({ name: "Clinic Of Tests" }), owner);
      await expect.poll(() => heard).toContain("site:contact");
    } finally {
      listener.release();
    }
  });
});

describe("claims and figures", () => {
  it("a claim shows only once confirmed with its evidence, and an unconfirmed one stays off", async () => {
    const db = await freshDatabase();
    const store = siteStore(db);
    const noBasis = await store.saveClaim("officeCity", { value: "Noida", basis: "ask me", intent: "confirm" }, owner);
    expect(noBasis).toMatchObject({
      status: "invalid",
      fieldErrors: { basis: expect.stringMatching(/^Must say how/) },
    });

    const confirmed = await store.saveClaim(
      "officeCity",
      { value: "Noida", basis: "lease of the office, signed March 2026", intent: "confirm" },
      owner,
    );
    expect(confirmed).toMatchObject({ status: "saved", tags: ["site:claims"] });
    let facts = await store.read();
    expect(facts.claims.officeCity.confirmed).toMatchObject({
      by: "Asha Owner",
      basis: "lease of the office, signed March 2026",
    });
    expect(siteSettings(facts, "https://clinic.example").office.place).toBe("Noida, India");

    // New wording without a new confirmation: the evidence was for the old one, so it is off again.
    await store.saveClaim("officeCity", { value: "Ghaziabad", basis: "", intent: "save" }, owner);
    facts = await store.read();
    expect(facts.claims.officeCity).toEqual({ value: "Ghaziabad", confirmed: null });
    expect(siteSettings(facts, "https://clinic.example").office.place).toBe("India");

    await store.saveClaim(
      "officeCity",
      { value: "Ghaziabad", basis: "lease of the office, signed March 2026", intent: "confirm" },
      owner,
    );
    await store.saveClaim("officeCity", { value: "Ghaziabad", basis: "", intent: "unconfirm" }, owner);
    expect((await store.read()).claims.officeCity.confirmed).toBeNull();
    expect((await store.history("claim:officeCity")).map((v) => v.version)).toEqual([4, 3, 2, 1]);
  });

  it("every claim is the desk's: a count must be a whole number, a confirmed one reaches the pages' words and plans, and the audit holds before and after", async () => {
    const db = await freshDatabase();
    const store = siteStore(db);
    const notANumber = await store.saveClaim(
      "newClientsPerMonth",
      { value: "fifty", basis: "patient register, November 2026", intent: "confirm" },
      owner,
    );
    expect(notANumber).toMatchObject({ status: "invalid", fieldErrors: { value: "Must be a whole number" } });

    const before = siteSettings(await store.read(), "https://clinic.example");
    expect(before.words.newClientsSentence).toBe("");
    expect(before.confirmed("mostPopularPlan")).toBeUndefined();

    await store.saveClaim(
      "newClientsPerMonth",
      { value: "40", basis: "patient register, November 2026", intent: "confirm" },
      owner,
    );
    await store.saveClaim(
      "certifiedDoctors",
      { value: "registered", basis: "each doctor's NCISM registration, checked 2026", intent: "confirm" },
      owner,
    );
    await store.saveClaim(
      "mostPopularPlan",
      { value: "CLIENTS' CHOICE", basis: "sales of the plans, January to November 2026", intent: "confirm" },
      owner,
    );
    const after = siteSettings(await store.read(), "https://clinic.example");
    expect(after.words.newClientsSentence).toMatch(/^We take only 40 new clients a month/);
    expect(after.words.anAyurvedicDoctor).toBe("a registered Ayurvedic doctor");
    const completeHealing = plansShown(after.confirmed).find((plan) => plan.id === "complete-healing-plan")!;
    expect(completeHealing).toMatchObject({ badge: "CLIENTS' CHOICE", featured: true });

    const audit = (await auditRows(db)).filter((row) => row.subject_id === "claim:newClientsPerMonth");
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({
      before: { value: 50, confirmed: null },
      after: { value: 40, confirmed: { by: "Asha Owner", basis: "patient register, November 2026" } },
    });
  });

  it("a figure needs a figure's shape, a label and, to confirm, how it is counted", async () => {
    const store = siteStore(await freshDatabase());
    expect(
      await store.saveFigure("happyPatients", { value: "lots", label: "", basis: "", intent: "confirm" }, owner),
    ).toMatchObject({
      status: "invalid",
      fieldErrors: {
        value: expect.stringMatching(/^Must be a figure/),
        label: "Must name what is counted",
        basis: expect.stringMatching(/^Must say how/),
      },
    });
    const saved = await store.saveFigure(
      "happyPatients",
      { value: "2,400+", label: "Patients seen", basis: "patient register, November 2026", intent: "confirm" },
      owner,
    );
    expect(saved).toMatchObject({ status: "saved", tags: ["site:figures"] });
    const { figures } = await store.read();
    expect(figures.happyPatients).toMatchObject({
      value: "2,400+",
      label: "Patients seen",
      confirmed: { by: "Asha Owner" },
    });
  });

  it("a stored value no check accepts is read as the default, never shown", async () => {
    const db = await freshDatabase();
    await db.pool.query(
      "INSERT INTO site_facts (key, value, version, saved_at) VALUES ('contact', '{\"phone\": 5}', 1, now())",
    );
    expect((await siteStore(db).read()).contact).toEqual(defaultFacts().contact);
  });
});
