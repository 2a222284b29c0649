/**
 * Booking's availability (docs/booking.md, decision 050): the rules, the consultation types,
 * each doctor's weekly hours (wall-clock times in the rules' zone, Asia/Kolkata) and time off
 * (leave and blocked hours, as instant ranges), and how each doctor's call happens. Staff
 * edit them; no row is written here, so a fresh store stays empty for `npm run restore`
 * (the service adds the rules' row and the consultation types on first use).
 */
export const sql = `
CREATE TABLE booking_rules (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  -- The zone the doctors' weekly hours are written in.
  hours_zone text NOT NULL DEFAULT 'Asia/Kolkata',
  -- Held free after every appointment, before the doctor's next one.
  buffer_minutes integer NOT NULL DEFAULT 10 CHECK (buffer_minutes BETWEEN 0 AND 240),
  -- Start times offered every so many minutes from the start of each block of hours.
  slot_step_minutes integer NOT NULL DEFAULT 30 CHECK (slot_step_minutes BETWEEN 5 AND 240),
  min_notice_minutes integer NOT NULL DEFAULT 720 CHECK (min_notice_minutes >= 0),
  horizon_days integer NOT NULL DEFAULT 30 CHECK (horizon_days BETWEEN 1 AND 366),
  -- The visitor may reschedule or cancel until this long before the start.
  change_cutoff_minutes integer NOT NULL DEFAULT 720 CHECK (change_cutoff_minutes >= 0),
  reminder_offsets_minutes integer[] NOT NULL DEFAULT '{1440,60}',
  updated_at timestamptz
);
CREATE TABLE consultation_types (
  id text PRIMARY KEY,
  name text NOT NULL,
  minutes integer NOT NULL CHECK (minutes BETWEEN 5 AND 480),
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
CREATE TABLE doctor_hours (
  id serial PRIMARY KEY,
  doctor_id text NOT NULL,
  -- ISO weekday: 1 is Monday, 7 Sunday.
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  starts time NOT NULL,
  ends time NOT NULL CHECK (ends > starts),
  -- Sample hours of a sample doctor (content/doctors.ts), never a real doctor's.
  sample boolean NOT NULL DEFAULT false
);
CREATE INDEX doctor_hours_doctor ON doctor_hours (doctor_id, weekday);
CREATE TABLE doctor_time_off (
  id serial PRIMARY KEY,
  doctor_id text NOT NULL,
  during tstzrange NOT NULL CHECK (NOT isempty(during) AND NOT lower_inf(during) AND NOT upper_inf(during)),
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX doctor_time_off_doctor ON doctor_time_off (doctor_id, upper(during));
CREATE TABLE doctor_call_settings (
  doctor_id text PRIMARY KEY,
  -- The doctor's video room; without one the doctor phones the visitor at the booked time.
  video_url text
);
`;
