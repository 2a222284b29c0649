import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetProcessDatabase, freshDatabaseUrl } from "@/tests/setup/test-database";
import { consentVersion } from "@/lib/leads/consent";
import { sessionCookieName, sessionTokenHash } from "@/lib/staff/session";

/**
 * The agenda's and the hours screen's actions check the session themselves, as every inbox
 * action does (docs/decisions/035), and answer bad input with a way back to the form carrying
 * what was typed, never an error page. redirect() throws as Next's does, with its destination.
 */
const jar = new Map<string, string>();
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
  headers: async () => new Headers(),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw new Error(`REDIRECT ${to}`);
  },
  notFound: () => {
    throw new Error("NOT FOUND");
  },
}));

vi.stubEnv("DATABASE_URL", await freshDatabaseUrl());
vi.stubEnv("BOOKING", "on");
vi.stubEnv("LEAD_WORKER", "off");
afterAll(forgetProcessDatabase);

const { leadStore } = await import("@/lib/leads/store");
const { staffStore } = await import("@/lib/staff/store");
const { bookingDesk, bookingService } = await import("@/lib/booking");
const agenda = await import("./actions");
const hours = await import("../hours/actions");

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const doctor = "dr-arjun-mehta";
let bookingId = "";
let leadId = "";

beforeAll(async () => {
  const store = await staffStore();
  await store.addStaff({
    id: "s1",
    name: "Asha",
    email: "s1@clinic.example",
    passwordHash: "x",
    role: "owner",
    doctorId: null,
    createdAt: new Date().toISOString(),
    disabledAt: null,
  });
  await store.createSession({
    tokenHash: sessionTokenHash("V".repeat(43)),
    staffId: "s1",
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const service = await bookingService();
  const list = await service.listSlots({ typeId: "free-first-call", doctorId: doctor, timeZone: "Asia/Kolkata" });
  if (list.status !== "ok") throw new Error(JSON.stringify(list));
  const startsAt = list.days.flatMap((d) => d.slots)[0]!.startsAt;
  const visitor = {
    name: "Ravi Test",
    email: "ravi@example.com",
    countryCode: "+1",
    country: "US",
    phone: "2125550123",
    phoneE164: "+12125550123",
    message: "",
    pageUrl: "",
    landingPage: "",
    referrer: "",
    utmSource: "",
    utmMedium: "",
    utmCampaign: "",
    utmTerm: "",
    utmContent: "",
    userAgent: "vitest",
    date: "",
    time: "",
    timestamp: "",
    consent: { version: consentVersion, at: new Date().toISOString() },
  };
  const made = await service.book({
    typeId: "free-first-call",
    doctorId: doctor,
    startsAt,
    timeZone: "America/New_York",
    visitor,
  });
  if (made.status !== "booked") throw new Error(made.status);
  bookingId = made.booking.id;
  leadId = (await (await bookingDesk()).booking(bookingId))!.booking.leadId;
});

const everyAction = () =>
  [
    ["moveBooking", () => agenda.moveBooking(undefined, form({ id: bookingId, startsAt: "2030-01-01T00:00:00Z" }))],
    [
      "moveBookingTo",
      () => agenda.moveBookingTo(undefined, form({ id: bookingId, date: "2030-01-01", time: "10:00" })),
    ],
    ["cancelBooking", () => agenda.cancelBooking(undefined, form({ id: bookingId, confirm: "yes" }))],
    ["markBooking", () => agenda.markBooking(undefined, form({ id: bookingId, status: "attended" }))],
    ["saveWeek", () => hours.saveWeek(undefined, form({ doctor, d7: "10:00-12:00" }))],
    ["addLeave", () => hours.addLeave(undefined, form({ doctor, from: "2030-01-01", through: "2030-01-02" }))],
    ["addBlock", () => hours.addBlock(undefined, form({ doctor, date: "2030-01-01", starts: "10:00", ends: "11:00" }))],
    ["removeTimeOff", () => hours.removeTimeOff(undefined, form({ doctor, id: "1" }))],
    ["saveCall", () => hours.saveCall(undefined, form({ doctor, video: "https://meet.example/x" }))],
    [
      "saveRules",
      () =>
        hours.saveRules(
          undefined,
          form({ doctor, buffer: "0", step: "5", notice: "0", horizon: "1", cutoff: "0", reminders: "none" }),
        ),
    ],
  ] as const;

describe("without a session", () => {
  it.each(everyAction())("%s sends the caller to sign in and changes nothing", async (_, call) => {
    jar.clear();
    await expect(call()).rejects.toThrow("REDIRECT /inbox/sign-in");
    const desk = await bookingDesk();
    expect((await desk.booking(bookingId))!.booking).toMatchObject({ status: "confirmed", sequence: 0 });
    expect(await desk.timeOff(doctor)).toEqual([]);
    expect((await desk.hours(doctor)).every((h) => h.sample)).toBe(true);
    expect(await desk.videoUrls()).toEqual(new Map());
    expect((await (await bookingService()).rules()).bufferMinutes).toBe(10);
  });
});

describe("with a session", () => {
  beforeAll(() => {
    jar.clear();
    jar.set(sessionCookieName, "V".repeat(43));
  });

  it("refuses bad input by sending the form back with what was typed, and saves good input", async () => {
    const page = `/inbox/agenda/${bookingId}`;
    await expect(
      agenda.moveBookingTo(undefined, form({ id: bookingId, date: "2020-01-01", time: "10:00" })),
    ).rejects.toThrow(`REDIRECT ${page}?error=past&form=to&date=2020-01-01&time=10%3A00#move-to`);
    await expect(
      agenda.moveBookingTo(undefined, form({ id: bookingId, date: "someday", time: "10:00" })),
    ).rejects.toThrow(`REDIRECT ${page}?error=time&form=to&date=someday&time=10%3A00#move-to`);
    await expect(agenda.moveBooking(undefined, form({ id: bookingId }))).rejects.toThrow(
      `REDIRECT ${page}?error=choose#move`,
    );
    // The day whose times were listed comes back with the refusal, so they are listed again.
    await expect(agenda.moveBooking(undefined, form({ id: bookingId, moveDay: "2030-01-01" }))).rejects.toThrow(
      `REDIRECT ${page}?error=choose&moveDay=2030-01-01#move`,
    );
    await expect(agenda.cancelBooking(undefined, form({ id: bookingId }))).rejects.toThrow(
      `REDIRECT ${page}?error=confirm#cancel`,
    );
    await expect(agenda.markBooking(undefined, form({ id: bookingId, status: "attended" }))).rejects.toThrow(
      `REDIRECT ${page}?error=mark#mark`,
    );
    await expect(agenda.markBooking(undefined, form({ id: bookingId, status: "gone" }))).rejects.toThrow(
      `REDIRECT ${page}?error=mark#mark`,
    );
    await expect(
      agenda.moveBookingTo(undefined, form({ id: bookingId, date: "2030-01-01", time: "10:00" })),
    ).rejects.toThrow(`REDIRECT ${page}?done=moved#done`);
    expect((await (await leadStore()).historyFor(leadId)).map((e) => [e.staffName, e.note])).toEqual([
      ["Booked online by the visitor", ""],
      ["Asha", expect.stringContaining("to Tuesday 1 January 2030, 10:00 India Standard Time")],
    ]);

    await expect(
      hours.saveWeek(undefined, form({ doctor, d1: "09:00-13:00, 16:00-20:00", d6: "9 to 5", d7: "10:00-12:00" })),
    ).rejects.toThrow(
      `REDIRECT /inbox/hours?doctor=${doctor}&form=week&d1=09%3A00-13%3A00%2C+16%3A00-20%3A00&d2=&d3=&d4=&d5=&d6=9+to+5&d7=10%3A00-12%3A00#week`,
    );
    const desk = await bookingDesk();
    expect((await desk.hours(doctor)).filter((h) => h.weekday === 7)).toEqual([]);
    await expect(
      hours.addLeave(undefined, form({ doctor, from: "2030-02-03", through: "2030-02-01", reason: "Family" })),
    ).rejects.toThrow(
      `REDIRECT /inbox/hours?doctor=${doctor}&form=leave&from=2030-02-03&through=2030-02-01&reason=Family#leave`,
    );
    await expect(hours.saveCall(undefined, form({ doctor, video: "http://meet.example/x" }))).rejects.toThrow(
      /form=call&video=http.*&error=video#call/,
    );
    await expect(
      hours.saveRules(
        undefined,
        form({ doctor, buffer: "10", step: "1", notice: "12", horizon: "30", cutoff: "12", reminders: "24h" }),
      ),
    ).rejects.toThrow(/form=rules.*step=1/);
    expect(await desk.timeOff(doctor)).toEqual([]);

    // The typed week with Monday as it was: only Sunday is written, Monday keeps its sample mark.
    const week = Object.fromEntries(
      [1, 2, 3, 4, 5, 6].map((d) => [`d${d}`, d === 6 ? "10:00-14:00" : "09:00-13:00, 16:00-20:00"]),
    );
    await expect(hours.saveWeek(undefined, form({ doctor, ...week, d7: "10:00-12:00" }))).rejects.toThrow(
      `REDIRECT /inbox/hours?doctor=${doctor}&done=week#done`,
    );
    const saved = await desk.hours(doctor);
    expect(saved.filter((h) => h.weekday === 7)).toEqual([
      { doctorId: doctor, weekday: 7, starts: "10:00", ends: "12:00", sample: false },
    ]);
    expect(saved.filter((h) => h.weekday === 1).every((h) => h.sample)).toBe(true);
    await expect(
      hours.addLeave(undefined, form({ doctor, from: "2030-01-01", through: "2030-01-01" })),
    ).rejects.toThrow(`REDIRECT /inbox/hours?doctor=${doctor}&done=leave&overlap=${bookingId}#done`);
    const [leave] = await desk.timeOff(doctor);
    expect(leave).toMatchObject({
      start: "2029-12-31T18:30:00.000Z",
      end: "2030-01-01T18:30:00.000Z",
      reason: "Leave",
    });
    // A move onto the leave is refused beside the typed time, which is kept.
    await expect(
      agenda.moveBookingTo(undefined, form({ id: bookingId, date: "2030-01-01", time: "11:00" })),
    ).rejects.toThrow(`REDIRECT ${page}?error=away&form=to&date=2030-01-01&time=11%3A00#move-to`);
    // Tuesdays off from now on: the Tuesday booking is named, as leave names it.
    await expect(hours.saveWeek(undefined, form({ doctor, ...week, d2: "none", d7: "10:00-12:00" }))).rejects.toThrow(
      `REDIRECT /inbox/hours?doctor=${doctor}&done=week&overlap=${bookingId}#done`,
    );
    await expect(hours.removeTimeOff(undefined, form({ doctor, id: String(leave!.id) }))).rejects.toThrow(
      `REDIRECT /inbox/hours?doctor=${doctor}&done=removed#done`,
    );
    await expect(hours.removeTimeOff(undefined, form({ doctor, id: String(leave!.id) }))).rejects.toThrow(
      `REDIRECT /inbox/hours?doctor=${doctor}&error=removed#time-off`,
    );
    await expect(agenda.cancelBooking(undefined, form({ id: bookingId, confirm: "yes" }))).rejects.toThrow(
      `REDIRECT ${page}?done=cancelled#done`,
    );
    await expect(agenda.cancelBooking(undefined, form({ id: bookingId, confirm: "yes" }))).rejects.toThrow(
      `REDIRECT ${page}?error=closed#cancel`,
    );
  });
});
