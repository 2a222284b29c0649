// The clinic's booking settings until the inbox has screens for them (docs/booking.md). Run where
// the server runs, with the same LEAD_DB_PATH or DATABASE_URL; it works while the server runs.
//
//   npm run booking -- show
//   npm run booking -- hours --doctor dr-priya-sharma --day tue --ranges 09:00-13:00,16:00-20:00
//   npm run booking -- leave --doctor dr-priya-sharma --from 2026-12-24 --through 2026-12-26 --reason "Leave"
//   npm run booking -- agenda --date 2026-12-01 --days 7
import { parseArgs } from "node:util";
import { bookingDesk, bookingService, zonedTime } from "@/lib/booking";
import { database } from "@/lib/db";
import { runStoreCommand, UsageError } from "./store-command";

const usage = `Usage (times are the doctors' wall clock in the rules' zone, Asia/Kolkata unless changed):
  npm run booking -- show                                      rules, consultation types, each doctor's hours, video room and time off, and whether booking is on
  npm run booking -- hours --doctor ID --day mon --ranges 09:00-13:00,16:00-20:00     a weekday's hours (--ranges none: not working that day)
  npm run booking -- leave --doctor ID --from YYYY-MM-DD [--through YYYY-MM-DD] [--reason TEXT]
  npm run booking -- block --doctor ID --date YYYY-MM-DD --from HH:MM --to HH:MM [--reason TEXT]
  npm run booking -- unblock --id N                            removes leave or blocked hours (ids in show)
  npm run booking -- video --doctor ID --url https://...       the doctor's video room (--phone: the doctor phones the visitor)
  npm run booking -- rules [--buffer MIN] [--step MIN] [--notice-hours H] [--horizon-days D] [--cutoff-hours H] [--reminders 24h,1h]
  npm run booking -- agenda [--date YYYY-MM-DD] [--days N] [--doctor ID]   in the clinic's zone (LEAD_TIMEZONE)`;

/** How the audit names a change made from the shell: no staff account made it. */
const fromShell = { staffId: null, staffName: "npm run booking" };

const weekdays = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

function weekday(value: string | undefined): number {
  const day = weekdays.indexOf((value ?? "").slice(0, 3).toLowerCase()) + 1 || Number(value);
  if (!Number.isInteger(day) || day < 1 || day > 7)
    throw new UsageError(`--day must be mon..sun or 1..7 (is ${JSON.stringify(value)})`);
  return day;
}

function ranges(value: string | undefined): Array<{ starts: string; ends: string }> {
  if (value === "none") return [];
  if (!value) throw new UsageError("--ranges is needed: 09:00-13:00,16:00-20:00, or none");
  return value.split(",").map((range) => {
    const [starts, ends] = range.trim().split("-");
    if (!starts || !ends) throw new UsageError(`${range} is not a range of times (HH:MM-HH:MM)`);
    return { starts, ends };
  });
}

function required(value: string | undefined, name: string): string {
  if (!value?.trim()) throw new UsageError(`--${name} is needed`);
  return value.trim();
}

function minutes(value: string | undefined, unit: number, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number (is ${JSON.stringify(value)})`);
  return Number(value) * unit;
}

/** "24h,1h,30m" → [1440, 60, 30]. */
function offsets(value: string): number[] {
  return value.split(",").map((part) => {
    const match = /^(\d+)(h|m)$/.exec(part.trim());
    if (!match) throw new UsageError(`--reminders takes offsets such as 24h,1h,30m (is ${JSON.stringify(value)})`);
    return Number(match[1]) * (match[2] === "h" ? 60 : 1);
  });
}

function saved(result: { status: string; fieldErrors?: Record<string, string> }, what: string) {
  if (result.status !== "saved")
    throw new UsageError(Object.values(result.fieldErrors ?? {}).join("; ") || `${what}: not saved`);
  console.log(what);
}

const text = { type: "string" } as const;

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      doctor: text,
      day: text,
      ranges: text,
      from: text,
      through: text,
      to: text,
      date: text,
      reason: text,
      id: text,
      url: text,
      buffer: text,
      step: text,
      "notice-hours": text,
      "horizon-days": text,
      "cutoff-hours": text,
      reminders: text,
      days: text,
      phone: { type: "boolean" },
    },
  });
  const phone = values.phone === true;
  const [command] = positionals;
  const service = await bookingService();
  const desk = await bookingDesk();
  const { store } = await database();
  const where =
    store.kind === "embedded"
      ? `the embedded store in ${store.directory}`
      : `PostgreSQL at ${store.server} (DATABASE_URL)`;
  switch (command) {
    case "show": {
      const [state, rules, types, hours, timeOff] = await Promise.all([
        service.state(),
        service.rules(),
        service.types(),
        desk.hours(),
        desk.timeOff(),
      ]);
      console.log(`Booking in ${where}: ${state.on ? "on" : "off"}. ${state.reason}`);
      console.log(
        `Rules: hours in ${rules.hoursZone}; ${rules.bufferMinutes} min buffer; starts every ${rules.slotStepMinutes} min; ${rules.minNoticeMinutes / 60} h notice; ` +
          `${rules.horizonDays} days ahead; changes until ${rules.changeCutoffMinutes / 60} h before; reminders ${rules.reminderOffsetsMinutes.map((m) => `${m / 60} h`).join(", ")} before`,
      );
      console.log(`Consultation types: ${types.map((t) => `${t.name} (${t.id}, ${t.minutes} min)`).join("; ")}`);
      for (const [doctorId, rows] of Map.groupBy(hours, (h) => h.doctorId)) {
        const days = [...Map.groupBy(rows, (h) => h.weekday)].map(
          ([day, ranges]) =>
            `${weekdays[day - 1]} ${ranges.map((h) => `${h.starts}-${h.ends}`).join(" ")}${ranges.some((h) => h.sample) ? " (sample)" : ""}`,
        );
        console.log(`${doctorId}: ${days.join(", ")}`);
      }
      if (!hours.length) console.log("No doctor has hours yet.");
      const inZone = (iso: string) => zonedTime(Date.parse(iso), rules.hoursZone);
      for (const t of timeOff) {
        const [from, to] = [inZone(t.start), inZone(t.end)];
        console.log(
          `time off #${t.id} ${t.doctorId}: ${from.date} ${from.time} to ${to.date} ${to.time} ${rules.hoursZone}${t.reason ? ` (${t.reason})` : ""}`,
        );
      }
      return;
    }
    case "hours": {
      const doctor = required(values.doctor, "doctor");
      const day = weekday(values.day);
      saved(
        await desk.setHours(doctor, day, ranges(values.ranges), fromShell),
        `${doctor}: ${weekdays[day - 1]} set to ${values.ranges}`,
      );
      return;
    }
    case "leave":
    case "block": {
      const doctor = required(values.doctor, "doctor");
      const reason = values.reason ?? (command === "leave" ? "Leave" : "");
      const result =
        command === "leave"
          ? await desk.addTimeOff(
              doctor,
              {
                days: { from: required(values.from, "from"), through: values.through ?? required(values.from, "from") },
              },
              reason,
              fromShell,
            )
          : await desk.blockHours(
              doctor,
              required(values.date, "date"),
              required(values.from, "from"),
              required(values.to, "to"),
              reason,
              fromShell,
            );
      saved(result, `${doctor}: time off saved`);
      if (result.status === "saved" && "overlapping" in result && result.overlapping.length) {
        console.log(
          `It falls on ${result.overlapping.length} confirmed booking(s), still standing: move or cancel them (ids ${result.overlapping.map((b) => b.id).join(", ")}).`,
        );
      }
      return;
    }
    case "unblock": {
      const id = Number(required(values.id, "id"));
      console.log((await desk.removeTimeOff(id, fromShell)) ? `Time off #${id} removed.` : `No time off #${id}.`);
      return;
    }
    case "video": {
      const doctor = required(values.doctor, "doctor");
      if (!phone && !values.url) throw new UsageError("--url https://... or --phone");
      saved(
        await desk.setVideoUrl(doctor, phone ? null : values.url!, fromShell),
        phone ? `${doctor}: calls by phone` : `${doctor}: video room ${values.url}`,
      );
      return;
    }
    case "rules": {
      const change = {
        bufferMinutes: minutes(values.buffer, 1, "buffer"),
        slotStepMinutes: minutes(values.step, 1, "step"),
        minNoticeMinutes: minutes(values["notice-hours"], 60, "notice-hours"),
        horizonDays: minutes(values["horizon-days"], 1, "horizon-days"),
        changeCutoffMinutes: minutes(values["cutoff-hours"], 60, "cutoff-hours"),
        reminderOffsetsMinutes: values.reminders === undefined ? undefined : offsets(values.reminders),
      };
      saved(await desk.setRules(change, fromShell), "Rules saved.");
      return;
    }
    case "agenda": {
      const days = await desk.agenda({
        date: values.date,
        days: values.days ? Number(values.days) : 1,
        doctorId: values.doctor,
      });
      for (const day of days) {
        console.log(`${day.date}${day.entries.length ? "" : ": nothing booked"}`);
        for (const e of day.entries) {
          console.log(
            `  ${e.starts}-${e.ends}  ${e.doctorName}  ${e.typeName}  ${e.visitor.name} <${e.visitor.email}> ${e.visitor.phone}  [${e.booking.status}] ${e.booking.id}`,
          );
        }
      }
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command ${JSON.stringify(command)}.` : "Which command?");
  }
}

await runStoreCommand(main, usage);
