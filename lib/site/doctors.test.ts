import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { doctors as contentDoctors } from "@/content/doctors";
import { freshDatabase } from "@/tests/setup/test-database";
import { doctorStore, type DoctorRules } from "./doctor-store";
import { shownRoster, type DoctorForm } from "./doctors";
import { processPhoto } from "./photos";
import { changeChannel } from "./store";

const owner = { staffId: "s-owner", staffName: "Asha Owner" };

/** A condition page that names the new doctor as its reviewer, in women's health. */
const rules: DoctorRules = {
  categories: ["womens-health", "skin-hair"],
  consultationTypes: ["first-consultation"],
  today: "2026-12-03",
  pages: [
    {
      title: "PCOS",
      href: "/consultations/womens-health/pcos",
      categorySlug: "womens-health",
      reviewedBy: "dr-asha-verma",
    },
  ],
};

const form = (changes: Partial<DoctorForm> = {}): DoctorForm => ({
  name: "Dr. Asha Verma",
  specialization: "Women's Health",
  experience: "12",
  location: "Lucknow",
  languages: "English, Hindi",
  qualifications: "BAMS, MD (Ayurveda) in Prasuti Tantra & Stri Roga",
  fee: "1200",
  description:
    "Dr. Asha Verma sees women through menstrual concerns, fertility planning and menopause, and checks every medicine a patient takes before suggesting a herb.",
  consultationTypes: ["first-consultation"],
  reviews: ["womens-health"],
  listed: true,
  sample: false,
  registrationBody: "Uttar Pradesh Board of Indian Medicine",
  registrationNumber: "UP-12345",
  registrationCheckedOn: "2026-11-30",
  ...changes,
});

async function count(db: Awaited<ReturnType<typeof freshDatabase>>, table: string): Promise<number> {
  const { rows } = await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]!.n;
}

describe("the doctors before anything is saved", () => {
  it("are content/doctors.ts's, each shown as a sample profile", async () => {
    const records = await doctorStore(await freshDatabase()).read();
    expect(records.map((d) => d.id)).toEqual(contentDoctors.map((d) => d.id));
    const shown = shownRoster(records);
    expect(shown).toHaveLength(contentDoctors.length);
    expect(shown.every((d) => d.registration.status === "sample")).toBe(true);
  });
});

describe("saving a doctor", () => {
  it("a real doctor is listed only with the registration the clinic checked; the first save keeps the roster and audits before and after", async () => {
    const db = await freshDatabase();
    const store = doctorStore(db);
    const noNumber = await store.save(undefined, form({ registrationNumber: "" }), rules, owner);
    expect(noNumber).toEqual({
      status: "invalid",
      fieldErrors: {
        registrationNumber: expect.stringMatching(/^Required before a real doctor is listed/),
      },
    });
    const badNumber = await store.save(undefined, form({ registrationNumber: "??" }), rules, owner);
    expect(badNumber).toMatchObject({ fieldErrors: { registrationNumber: expect.stringMatching(/as the register/) } });
    const future = await store.save(undefined, form({ registrationCheckedOn: "2027-01-01" }), rules, owner);
    expect(future).toMatchObject({ fieldErrors: { registrationCheckedOn: "Must not be a day after today" } });
    const sampleWithNumber = await store.save(undefined, form({ sample: true, reviews: [] }), rules, owner);
    expect(sampleWithNumber).toMatchObject({ fieldErrors: { sample: expect.stringMatching(/no registration/) } });
    expect(await count(db, "site_doctors")).toBe(0);

    const saved = await store.save(undefined, form(), rules, owner);
    expect(saved).toEqual({ status: "saved", id: "dr-asha-verma", version: 1 });
    const records = await store.read();
    expect(records.map((d) => d.id)).toEqual([...contentDoctors.map((d) => d.id), "dr-asha-verma"]);
    const asha = shownRoster(records).find((d) => d.id === "dr-asha-verma")!;
    expect(asha.registration).toEqual({
      status: "confirmed",
      body: "Uttar Pradesh Board of Indian Medicine",
      number: "UP-12345",
      confirmedOn: "2026-11-30",
    });
    expect(asha).toMatchObject({ consultationFee: 1200, languages: ["English", "Hindi"], reviews: ["womens-health"] });

    const { rows } = await db.pool.query<{ subject_id: string; detail: Record<string, unknown> }>(
      "SELECT subject_id, detail FROM audit_events WHERE action = 'site.edited'",
    );
    expect(rows).toEqual([
      {
        subject_id: "doctor:dr-asha-verma",
        detail: expect.objectContaining({ before: null, after: expect.objectContaining({ name: "Dr. Asha Verma" }) }),
      },
    ]);
    // Hidden, the doctor is on no page; the version history keeps both.
    await store.save("dr-asha-verma", form({ listed: false, reviews: [] }), { ...rules, pages: [] }, owner);
    expect(shownRoster(await store.read()).some((d) => d.id === "dr-asha-verma")).toBe(false);
    expect((await store.history("dr-asha-verma")).map((v) => [v.version, v.savedBy])).toEqual([
      [2, "Asha Owner"],
      [1, "Asha Owner"],
    ]);
    expect((await store.history("dr-priya-sharma")).map((v) => v.savedBy)).toEqual(["content/doctors.ts"]);
  });

  it("tells every instance on the database once it commits, and a refused save tells none", async () => {
    const db = await freshDatabase();
    const listener = await db.pool.connect();
    const heard: string[] = [];
    listener.on("notification", (n) => {
      if (n.channel === changeChannel) heard.push(n.payload ?? "");
    });
    try {
      await listener.query(`LISTEN ${changeChannel}`);
      await doctorStore(db).save(undefined, form({ registrationNumber: "" }), rules, owner);
      await doctorStore(db).save(undefined, form(), rules, owner);
      await expect.poll(() => heard).toEqual(["site:doctors"]);
    } finally {
      listener.release();
    }
  });

  it("a save that takes a page's reviewer away, or out of the page's category, is refused and nothing changes", async () => {
    const db = await freshDatabase();
    const store = doctorStore(db);
    expect(await store.save(undefined, form(), rules, owner)).toMatchObject({ status: "saved" });

    const otherSpecialty = await store.save("dr-asha-verma", form({ reviews: ["skin-hair"] }), rules, owner);
    expect(otherSpecialty).toEqual({
      status: "invalid",
      fieldErrors: {
        reviews: expect.stringMatching(
          /^Not saved: it would break a page\. "PCOS" \(\/consultations\/womens-health\/pcos\) names this doctor as its reviewer: "dr-asha-verma" does not review "womens-health" pages/,
        ),
      },
    });
    const hidden = await store.save("dr-asha-verma", form({ listed: false }), rules, owner);
    expect(hidden).toMatchObject({ fieldErrors: { reviews: expect.stringMatching(/unknown doctor "dr-asha-verma"/) } });
    expect(await store.save("dr-asha-verma", form({ reviews: ["nowhere"] }), rules, owner)).toMatchObject({
      fieldErrors: { reviews: 'There is no category "nowhere"' },
    });
    expect((await store.history("dr-asha-verma")).length).toBe(1);
    expect(await store.save("dr-asha-verma", form(), rules, owner)).toEqual({
      status: "unchanged",
      id: "dr-asha-verma",
    });
  });
});

/** A JPEG taken sideways (EXIF orientation 6) with a GPS position, as a phone writes one. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 36/1 0/1" } })
    .toBuffer();
}

/** A PNG whose header says 30000 × 30000 pixels (900 million) in a file of a few hundred bytes. */
function decompressionBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.writeUInt8(8, 8); // 8 bits
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(30_001 * 4))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("a doctor's photograph", () => {
  it("the test's phone photograph is sideways and carries a GPS position", async () => {
    const meta = await sharp(await phonePhoto()).metadata();
    expect([meta.orientation, meta.exif?.includes(Buffer.from("PhoneMaker"))]).toEqual([6, true]);
  });

  it("is turned upright, cropped square in the card's sizes as AVIF and WebP, with no EXIF or GPS, and stored with the doctor", async () => {
    const processed = await processPhoto(await phonePhoto());
    if ("refused" in processed) throw new Error(processed.refused);
    // Orientation 6: the 300 × 200 picture is seen 200 wide and 300 high.
    expect(processed.photo).toMatchObject({ width: 200, height: 300, hash: expect.stringMatching(/^[0-9a-f]{20}$/) });
    expect(processed.files.map((f) => `${f.width}.${f.format}`)).toEqual([
      "64.avif",
      "64.webp",
      "128.avif",
      "128.webp",
      "192.avif",
      "192.webp",
      "256.avif",
      "256.webp",
    ]);
    for (const file of processed.files) {
      const meta = await sharp(file.bytes).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
        file.format === "avif" ? "heif" : "webp",
        file.width,
        file.width,
        undefined,
        undefined,
      ]);
    }

    const db = await freshDatabase();
    const store = doctorStore(db);
    const saved = await store.savePhoto("dr-priya-sharma", await phonePhoto(), rules, owner);
    expect(saved).toMatchObject({ status: "saved", id: "dr-priya-sharma" });
    const priya = shownRoster(await store.read()).find((d) => d.id === "dr-priya-sharma")!;
    expect(priya.photo).toEqual(processed.photo);
    expect(await count(db, "site_photos")).toBe(8);
  });

  it("is refused with a sentence for the form, and nothing stored, when it is not an image, too large, or a decompression bomb", async () => {
    const db = await freshDatabase();
    const store = doctorStore(db);
    const refusals = [
      [Buffer.from("%PDF-1.7 a contract, not a photograph"), /^This file is not a photograph this site can read/],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), /^The file is 10\.0 MB; a photograph may be at most 10 MB\.$/],
      [decompressionBomb(), /^The image is 30000 × 30000 pixels, more than 60 million/],
      [
        await sharp({ create: { width: 40, height: 40, channels: 3, background: "#fff" } })
          .gif()
          .toBuffer(),
        /^This is a gif file/,
      ],
    ] as const;
    for (const [bytes, message] of refusals) {
      const result = await store.savePhoto("dr-priya-sharma", bytes, rules, owner);
      expect(result).toEqual({ status: "invalid", fieldErrors: { photo: expect.stringMatching(message) } });
    }
    expect(await count(db, "site_photos")).toBe(0);
    expect(await count(db, "site_doctors")).toBe(0);
  });
});
