import { z } from "zod";

/**
 * Every environment variable the site reads, in one place. The rest of the code asks
 * `config()`; nothing else touches `process.env` (ESLint enforces it). The values are checked
 * once, when the server or the build starts (next.config.ts and instrumentation.ts), and a bad
 * one stops it with a message that names the variable, instead of a default quietly standing in.
 * docs/configuration.md describes each variable.
 */

/** An empty or blank value counts as unset, so `FOO=` in a deployment file means "use the default". */
const present = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(present, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  z.preprocess(present, schema.default(fallback as never));

const wholeNumber = (min: number) =>
  z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`));

/**
 * A data encryption key: 32 random bytes in base64, as `npm run keys -- new` prints (lib/vault
 * checks it again). 32 bytes are 43 characters and "=", the last of which carries 2 unused bits.
 */
const isDataKey = (value: string) => /^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/.test(value);
const dataKeyRule = "must be 32 random bytes in base64 (44 characters): npm run keys -- new prints one";

/** A host on this machine's loopback: what goes there never crosses a network. */
const isLoopback = (url: URL) => /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(url.hostname);

/**
 * Why an outbound address would carry leads across a network without TLS, or undefined when it
 * would not (docs/deploy.md, TLS outbound): SMTP over smtps://, or smtp:// with STARTTLS required
 * (`?requireTLS=true`, nodemailer's option), and the certificate checked; the webhook over https://.
 */
function insecureTransport(name: "SMTP_URL" | "LEAD_WEBHOOK_URL", value: string | undefined): string | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (isLoopback(url)) return undefined;
  if (name === "LEAD_WEBHOOK_URL")
    return url.protocol === "https:"
      ? undefined
      : "must be an https:// address in production (a relay on 127.0.0.1 excepted)";
  if (url.searchParams.get("tls.rejectUnauthorized") === "false")
    return "must not turn off the check of the server's certificate (tls.rejectUnauthorized=false) in production";
  if (url.protocol === "smtps:" || url.searchParams.get("requireTLS") === "true") return undefined;
  return "must use TLS in production: smtps://… (port 465), or smtp://…:587?requireTLS=true for STARTTLS (a relay on 127.0.0.1 excepted)";
}

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" });

const socialProfile = z
  .string()
  .refine(
    (value) => value === "none" || httpUrl.safeParse(value).success,
    "must be the profile's https:// address, or none",
  );

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone such as Asia/Kolkata");

/** Decision 039: a finite default, stated in the privacy policy, so requests are never kept without end. */
const defaultRetentionMonths = 24;

/** An Article 27 representative's name and address, or "none: " with the reason the clinic gives. */
const representative = z
  .string()
  .refine(
    (value) => (/^none:/i.test(value) ? value.slice(5).trim().length >= 10 : value.length >= 10),
    'must be the representative\'s name and address, or "none: " and the reason none is needed',
  );

const emailList = z
  .string()
  .refine(
    (list) => list.split(",").every((address) => z.email().safeParse(address.trim()).success),
    "must be one e-mail address or several, comma-separated",
  );

/** The variables, their rules and defaults. */
const schema = z
  .object({
    // The clinic: the defaults of its contact details until the owner saves them in the desk (lib/site)
    SITE_URL: withDefault(httpUrl, "http://localhost:3000"),
    SITE_NAME: withDefault(z.string(), "Sanjeevani Ayurveda"),
    SITE_PHONE: withDefault(
      z.string().refine((phone) => (phone.match(/\d/g)?.length ?? 0) >= 7, "must hold a phone number"),
      "+91 120 456 7890",
    ),
    SITE_EMAIL: withDefault(z.email("must be an e-mail address"), "care@sanjeevaniayurveda.com"),
    // A profile address, or "none" when the clinic has no such profile; unset, the link is not shown.
    SOCIAL_FACEBOOK: optional(socialProfile),
    SOCIAL_INSTAGRAM: optional(socialProfile),
    SOCIAL_YOUTUBE: optional(socialProfile),
    SOCIAL_LINKEDIN: optional(socialProfile),
    /** The clinic's postal address, as it should appear on the contact page. */
    SITE_ADDRESS: optional(z.string().min(10, "must be the full postal address")),
    /** The clinic's WhatsApp number for click-to-chat links (wa.me wants digits only); unset, no WhatsApp link is shown. */
    SITE_WHATSAPP: optional(
      z
        .string()
        .regex(
          /^[1-9]\d{7,14}$/,
          "must be the WhatsApp number in international format, digits only, without + or spaces (e.g. 919876543210)",
        ),
    ),

    // Storing leads
    // The embedded store's directory when DATABASE_URL is unset (lib/db/embedded.ts).
    LEAD_DB_PATH: optional(z.string()),
    // SQLite's durability setting, from the releases that kept leads in SQLite: refused by name so
    // that an old deployment file is noticed (the leads need importing: npm run import-sqlite).
    LEAD_SQLITE_SYNC: z.preprocess(
      present,
      z
        .undefined({
          error:
            "belonged to the SQLite store, which this release replaced with PostgreSQL: remove it, and import the old leads with npm run import-sqlite",
        })
        .optional(),
    ),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// address" })),
    DATABASE_POOL_MAX: withDefault(wholeNumber(1), 10),
    // The health details kept encrypted (lib/vault, docs/decisions/092): the key that seals, and
    // the keys of before a rotation, which only open.
    DATA_ENCRYPTION_KEY: optional(z.string().refine(isDataKey, dataKeyRule)),
    DATA_ENCRYPTION_KEY_PREVIOUS: optional(
      z
        .string()
        .refine(
          (list) => list.split(",").every((key) => isDataKey(key.trim())),
          "must be one key or several, comma-separated, each 32 random bytes in base64",
        ),
    ),
    LEAD_TIMEZONE: withDefault(timeZone, "Asia/Kolkata"),

    // Abuse limits
    LEAD_RATE_LIMIT: withDefault(wholeNumber(1), 20),
    LEAD_RATE_WINDOW_SECONDS: withDefault(wholeNumber(1), 600),
    // How many reverse proxies stand in front of the server (docs/decisions/023): 0 (none) makes
    // the connection's own address the visitor's, and no forwarded header counts.
    TRUSTED_PROXY_COUNT: withDefault(wholeNumber(0), 0),
    // Its predecessor counted from 1 and trusted a header with no proxy in front; refused by
    // name so that an old deployment file does not quietly change meaning.
    LEAD_CLIENT_IP_HOPS: z.preprocess(
      present,
      z
        .undefined({
          error:
            "was replaced by TRUSTED_PROXY_COUNT: the number of reverse proxies in front of the server (0 when none)",
        })
        .optional(),
    ),

    // Running the server
    // Next's and Node's own: "production" under server.mjs, which sets it when it is not given.
    NODE_ENV: optional(z.string()),
    // Outbound connections without TLS in production, on purpose (docs/deploy.md, TLS outbound).
    ALLOW_INSECURE_TRANSPORT: withDefault(z.enum(["0", "1"], "must be 1 (allow) or 0"), "0"),
    LOG_LEVEL: withDefault(
      z.enum(
        ["fatal", "error", "warn", "info", "debug", "silent"],
        "must be one of fatal, error, warn, info, debug, silent",
      ),
      "info",
    ),
    SHUTDOWN_TIMEOUT_SECONDS: withDefault(wholeNumber(1), 25),
    // The key of the hash that lets page speed count one view per address and page (lib/vitals).
    VITALS_KEY: optional(
      z.string().min(32, "must be at least 32 characters, e.g. the output of openssl rand -base64 32"),
    ),

    // Forwarding and notifying
    LEAD_WEBHOOK_URL: optional(httpUrl),
    LEAD_WEBHOOK_TOKEN: optional(z.string()),
    LEAD_WEBHOOK_TIMEOUT_MS: withDefault(wholeNumber(1), 10_000),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// address" })),
    LEAD_NOTIFY_TO: optional(emailList),
    LEAD_NOTIFY_FROM: optional(z.string()),
    LEAD_DELIVERY_MAX_ATTEMPTS: withDefault(wholeNumber(1), 12),
    LEAD_DELIVERY_POLL_MS: withDefault(wholeNumber(50), 5_000),
    LEAD_DELIVERY_LEASE_SECONDS: withDefault(wholeNumber(5), 300),
    LEAD_WORKER: withDefault(z.enum(["on", "off"], "must be on or off"), "on"),

    // The inbox (docs/decisions/035-039)
    // The shared Basic password was replaced by staff accounts; refused by name, so an old
    // deployment file does not leave the clinic believing the inbox is still behind it.
    LEADS_INBOX_PASSWORD: z.preprocess(
      present,
      z
        .undefined({
          error:
            "was replaced by staff accounts: create one with npm run staff -- add --name … --email … (docs/inbox.md), then remove this variable",
        })
        .optional(),
    ),
    INBOX_SESSION_HOURS: withDefault(wholeNumber(1).pipe(z.number().max(720, "must be at most 720 (30 days)")), 12),
    // A session unused this long ends, whatever is left of its hours (docs/inbox.md, Sessions).
    INBOX_IDLE_MINUTES: withDefault(wholeNumber(1).pipe(z.number().max(1440, "must be at most 1440 (a day)")), 30),
    // Who must sign in with a code as well as a password (docs/inbox.md, Two-factor sign-in).
    INBOX_REQUIRE_2FA: withDefault(z.enum(["owner", "all", "off"], "must be owner, all or off"), "owner"),
    // The most rows one download of the lead CSV holds (docs/inbox.md, The audit).
    INBOX_EXPORT_MAX_ROWS: withDefault(wholeNumber(1).pipe(z.number().max(1_000_000, "must be at most 1000000")), 5000),
    // The morning e-mail of overdue leads: the hour (0-23) in the clinic's time zone; unset, none is sent.
    INBOX_DIGEST_HOUR: optional(wholeNumber(0).pipe(z.number().max(23, "must be an hour from 0 to 23"))),
    // Leads older than this many months are erased (docs/decisions/039); the privacy policy states it.
    LEAD_RETENTION_MONTHS: withDefault(
      wholeNumber(1).pipe(z.number().max(1200, "must be at most 1200")),
      defaultRetentionMonths,
    ),
    // Read only by `npm run staff` (the password of the account it adds or resets), never by the server.
    STAFF_PASSWORD: optional(z.string()),

    // The privacy policy's facts that only the clinic can state (content/pages/privacy.md); unset, the policy
    // says they are not yet published and `npm run preflight` lists them.
    // The controller's registered legal name, and its postal address.
    PRIVACY_CONTROLLER_NAME: optional(z.string().min(3, "must be the clinic's registered legal name")),
    PRIVACY_CONTROLLER_ADDRESS: optional(z.string().min(10, "must be the full postal address")),
    // Who hosts the site and its database, the spreadsheet service leads are forwarded to, and the e-mail provider.
    PRIVACY_HOSTING: optional(z.string().min(3, "must name the hosting company (and where it hosts)")),
    PRIVACY_SHEET_SERVICE: optional(z.string().min(3, "must name the spreadsheet service")),
    PRIVACY_MAIL_SERVICE: optional(z.string().min(3, "must name the e-mail provider")),
    // What protects details sent from the UK or EU to India (for example the safeguard the clinic has signed).
    PRIVACY_TRANSFER_SAFEGUARDS: optional(z.string().min(10, "must say what protects the transfer")),
    // The Article 27 representative in the UK and in the EU: name and address, or "none: " and the clinic's reason.
    PRIVACY_UK_REPRESENTATIVE: optional(representative),
    PRIVACY_EU_REPRESENTATIVE: optional(representative),

    // Tests
    // Read by the build: "on" adds the pages that always throw, so the end-to-end tests can see the
    // error pages (next.config.ts, tests/e2e/error-pages.spec.ts). A build for the public leaves it off.
    ERROR_DRILL: withDefault(z.enum(["on", "off"], "must be on or off"), "off"),

    // Booking a consultation at a free time (docs/booking.md): auto is on once a confirmed doctor has hours.
    BOOKING: withDefault(z.enum(["on", "off", "auto"], "must be on, off or auto"), "auto"),

    // Taking payments with Stripe Checkout (docs/payments.md); unset, checkout sends a request and the clinic a payment link.
    STRIPE_SECRET_KEY: optional(
      z
        .string()
        .regex(
          /^(sk|rk)_(test|live)_\w+$/,
          "must be a Stripe secret key (sk_live_…, sk_test_…) or restricted key (rk_…)",
        ),
    ),
    STRIPE_WEBHOOK_SECRET: optional(
      z.string().regex(/^whsec_\w+$/, "must be the webhook endpoint's signing secret (whsec_…)"),
    ),
    // During a rotation of the endpoint's secret, the one it replaces: events signed with either are taken.
    STRIPE_WEBHOOK_SECRET_PREVIOUS: optional(
      z.string().regex(/^whsec_\w+$/, "must be the webhook endpoint's previous signing secret (whsec_…)"),
    ),
    // The API's base address: a test double on loopback in the tests; unset, Stripe's own.
    STRIPE_API_URL: optional(httpUrl),

    // What the clinic's e-mail and the spreadsheet carry (docs/messages.md): contact details only, unless 1.
    LEAD_FORWARD_HEALTH_DETAILS: withDefault(z.enum(["0", "1"], "must be 0 or 1"), "0"),

    // WhatsApp and SMS through Twilio (docs/messages.md); unset, messages go by e-mail only.
    TWILIO_ACCOUNT_SID: optional(
      z.string().regex(/^AC[0-9a-fA-F]{32}$/, "must be the account's SID (AC and 32 hex digits)"),
    ),
    TWILIO_AUTH_TOKEN: optional(z.string().min(16, "must be the account's auth token")),
    TWILIO_SMS_FROM: optional(
      z
        .string()
        .regex(
          /^(\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})$/,
          "must be a number in E.164 (+14155550100) or a Messaging Service SID (MG…)",
        ),
    ),
    TWILIO_WHATSAPP_FROM: optional(
      z
        .string()
        .regex(
          /^(whatsapp:\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})$/,
          "must be whatsapp:+<number> (whatsapp:+14155550100) or a Messaging Service SID (MG…)",
        ),
    ),
    TWILIO_WHATSAPP_TEMPLATES: optional(
      z
        .string()
        .regex(
          /^\s*[a-z-]+\s*=\s*HX[0-9a-fA-F]{32}\s*(,\s*[a-z-]+\s*=\s*HX[0-9a-fA-F]{32}\s*)*$/,
          "must be kind=HX… pairs, comma-separated (booking-confirmed=HX…,booking-reminder=HX…)",
        ),
    ),
    TWILIO_API_URL: optional(httpUrl),
  })
  .superRefine(({ TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_SMS_FROM, TWILIO_WHATSAPP_FROM }, ctx) => {
    // Credentials without a sender, or a sender without credentials, would quietly send nothing.
    if (Boolean(TWILIO_ACCOUNT_SID) !== Boolean(TWILIO_AUTH_TOKEN))
      ctx.addIssue({
        code: "custom",
        path: [TWILIO_ACCOUNT_SID ? "TWILIO_AUTH_TOKEN" : "TWILIO_ACCOUNT_SID"],
        message: "must be set too: Twilio's account SID and auth token come together",
      });
    if (TWILIO_ACCOUNT_SID && !TWILIO_SMS_FROM && !TWILIO_WHATSAPP_FROM)
      ctx.addIssue({
        code: "custom",
        path: ["TWILIO_SMS_FROM"],
        message: "or TWILIO_WHATSAPP_FROM must be set with TWILIO_ACCOUNT_SID (who the messages come from)",
      });
    if (!TWILIO_ACCOUNT_SID && (TWILIO_SMS_FROM || TWILIO_WHATSAPP_FROM))
      ctx.addIssue({
        code: "custom",
        path: ["TWILIO_ACCOUNT_SID"],
        message: "and TWILIO_AUTH_TOKEN must be set to send from TWILIO_SMS_FROM or TWILIO_WHATSAPP_FROM",
      });
  })
  .superRefine((e, ctx) => {
    const { SMTP_URL, LEAD_NOTIFY_TO, INBOX_DIGEST_HOUR, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = e;
    // A server of one's own has no folder of the site's to keep a key in: every process that
    // opens it (the server, npm run staff, the backup) must seal and open with the same key.
    // A lead's details leave by e-mail and the webhook: in production, only over TLS.
    if (e.NODE_ENV === "production" && e.ALLOW_INSECURE_TRANSPORT !== "1") {
      for (const name of ["SMTP_URL", "LEAD_WEBHOOK_URL"] as const) {
        const problem = insecureTransport(name, e[name]);
        if (problem)
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: `${problem}; ALLOW_INSECURE_TRANSPORT=1 allows it on purpose`,
          });
      }
    }
    if (/^postgres(ql)?:\/\//.test(e.DATABASE_URL ?? "") && !e.DATA_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["DATA_ENCRYPTION_KEY"],
        message:
          "must be set when DATABASE_URL is: the health details in that database are encrypted with it (npm run keys -- new prints one; docs/deploy.md, The data encryption key)",
      });
    }
    // A charge the clinic could never see confirmed is worse than none: the key and the webhook's secret come together.
    if (Boolean(STRIPE_SECRET_KEY) !== Boolean(STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"],
        message: STRIPE_SECRET_KEY
          ? "must be set too when STRIPE_SECRET_KEY is (payments are confirmed by the webhook)"
          : "must be set too when STRIPE_WEBHOOK_SECRET is (the key creates the payment pages)",
      });
    }
    // The digest goes out over the same SMTP settings as the lead e-mails, to the same people.
    if (INBOX_DIGEST_HOUR !== undefined && !SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["INBOX_DIGEST_HOUR"],
        message: "needs SMTP_URL and LEAD_NOTIFY_TO (the digest is sent like the lead e-mails)",
      });
    }
    // Half an e-mail set-up would otherwise drop the clinic's notifications without a word.
    if (Boolean(SMTP_URL) === Boolean(LEAD_NOTIFY_TO)) return;
    ctx.addIssue({
      code: "custom",
      path: [SMTP_URL ? "LEAD_NOTIFY_TO" : "SMTP_URL"],
      message: SMTP_URL
        ? "must be set too when SMTP_URL is (where the e-mails go)"
        : "must be set too when LEAD_NOTIFY_TO is (how the e-mails are sent)",
    });
  });

/**
 * What each variable is for, in one line: docs/configuration.md's table is generated from these
 * and the schema's defaults (`npm run docs:config`, scripts/config-table.ts). `unset` says what
 * happens without a value where the schema has no default; `removed` marks a variable kept only
 * to refuse it by name. A variable added to the schema without a line here fails the type
 * check, and the table's generator names it.
 */
export type ConfigDescription = string | { text: string; unset: string } | { removed: string };

export const configDescriptions = {
  SITE_URL:
    "canonical links, sitemap, structured data, share cards; `npm run preflight` wants the real https:// address",
  SITE_NAME:
    "the brand name on every page, until the owner saves the contact details at /inbox/site (then the e-mails, share cards and policy texts still use this)",
  SITE_PHONE:
    "the support phone (header, footer, contact, side panels) until saved at /inbox/site; the e-mails and policy texts keep this",
  SITE_EMAIL: "the support e-mail until saved at /inbox/site; the e-mails and policy texts keep this",
  SOCIAL_FACEBOOK: {
    text: "the footer's Facebook link until saved at /inbox/site: the profile's https:// address, or `none` when the clinic has none",
    unset: "no link shown",
  },
  SOCIAL_INSTAGRAM: {
    text: "the footer's Instagram link: the profile's https:// address, or `none`",
    unset: "no link shown",
  },
  SOCIAL_YOUTUBE: {
    text: "the footer's YouTube link: the channel's https:// address, or `none`",
    unset: "no link shown",
  },
  SOCIAL_LINKEDIN: {
    text: "the footer's LinkedIn link: the page's https:// address, or `none`",
    unset: "no link shown",
  },
  SITE_ADDRESS: {
    text: "the clinic's postal address on the contact page, until saved at /inbox/site",
    unset: "the contact page shows the city",
  },
  SITE_WHATSAPP: {
    text: "the clinic's WhatsApp number for click-to-chat, international format, digits only: `919876543210` (docs/whatsapp.md), until saved at /inbox/site",
    unset: "no WhatsApp link anywhere",
  },
  LEAD_DB_PATH: {
    text: "the directory of the embedded PostgreSQL store, used when `DATABASE_URL` is unset (made on first use; the server, `npm run staff`, the backup and the import share it while it runs), relative to the directory the process starts in unless absolute; an earlier release's SQLite file here stops the server with the import command (docs/store.md)",
    unset: "`data/store`",
  },
  LEAD_SQLITE_SYNC: {
    removed:
      "belonged to the SQLite store of earlier releases; set, it stops the server with a message saying to import the old leads (`npm run import-sqlite`)",
  },
  DATABASE_URL: {
    text: "a PostgreSQL server to use instead of the embedded store, e.g. `postgres://user:pass@host:5432/db`; tables are created and migrated at start; several app instances can share it",
    unset: "the embedded store in `LEAD_DB_PATH`",
  },
  DATABASE_POOL_MAX: "PostgreSQL connections per process, for every store and limit of the site",
  DATA_ENCRYPTION_KEY: {
    text: "the key that encrypts the health details in the store and its backups: 32 random bytes in base64 (`npm run keys -- new`); required with `DATABASE_URL`. Keep a copy apart from the store and its backups (docs/deploy.md, The data encryption key)",
    unset:
      "the embedded store makes one in `LEAD_DB_PATH`/data-encryption-key.json on first start and logs it; `npm run preflight` lists it until this is set",
  },
  DATA_ENCRYPTION_KEY_PREVIOUS: {
    text: "keys of before a rotation, comma-separated: they open what they encrypted, never encrypt; `npm run keys -- rotate` re-encrypts under `DATA_ENCRYPTION_KEY` while the site runs, then unset it (docs/deploy.md, Rotating the key)",
    unset: "only the current key (and the embedded store's key file) open",
  },
  LEAD_TIMEZONE:
    "the clinic's zone: dates of leads sent without JavaScript, e-mails, the inbox's times, the overview's days and the digest's hour",
  LEAD_RATE_LIMIT:
    "submissions allowed per visitor address (an IPv6 visitor's /64) per window, the JSON endpoint and every form together; counted in the database, so every process and instance on it counts together",
  LEAD_RATE_WINDOW_SECONDS: "the window of `LEAD_RATE_LIMIT`, in seconds",
  TRUSTED_PROXY_COUNT:
    "how many reverse proxies stand in front of the server; their `X-Forwarded-For` entries name the visitor. `0`: the connection's own address, and no forwarded header counts (docs/deploy.md)",
  LEAD_CLIENT_IP_HOPS: {
    removed:
      'replaced by `TRUSTED_PROXY_COUNT`; set, it stops the server with a message, because its old default meant "trust a header the client wrote"',
  },
  VITALS_KEY: {
    text: "a random secret of at least 32 characters (`openssl rand -base64 32`), the same on every instance: the real visitors' page speed counts one view per address and page in 30 minutes by a hash of both keyed with it, so the limits table holds no address",
    unset:
      "a key drawn by each process, so after a restart or on another instance a page an address viewed counts once more; `npm run preflight` lists it",
  },
  NODE_ENV:
    "`production` for the server (`server.mjs` sets it when it is not given; Next.js sets it for the build): outbound e-mail and the webhook must then use TLS",
  ALLOW_INSECURE_TRANSPORT: {
    text: "`1` lets `SMTP_URL` without TLS and an `http://` `LEAD_WEBHOOK_URL` through in production, on purpose (a private network of the clinic's own); `npm run preflight` lists it while it is on",
    unset:
      "`0`: in production the server refuses `smtp://` without `?requireTLS=true`, a certificate check turned off, and an `http://` webhook, except on 127.0.0.1",
  },
  LOG_LEVEL:
    "the server log's level: `debug`, `info`, `warn`, `error`, `fatal`, `silent` (the tests run `silent`; the launch check refuses levels that would hide failures)",
  SHUTDOWN_TIMEOUT_SECONDS:
    "how long a SIGTERM may take to finish requests and deliveries before the server exits 1 anyway",
  LEAD_WEBHOOK_URL: {
    text: 'forward each lead to a Sheety-compatible URL (`POST`, JSON `{"sheet1": {...}}` with the first site\'s fields plus id, E.164 phone and source); `https://` in production, unless on 127.0.0.1 (`ALLOW_INSECURE_TRANSPORT`)',
    unset: "not forwarded to a spreadsheet",
  },
  LEAD_WEBHOOK_TOKEN: "sent with each forwarded lead as `Authorization: Bearer ...`",
  LEAD_WEBHOOK_TIMEOUT_MS: "one forwarding attempt's limit",
  SMTP_URL: {
    text: "e-mail the clinic each new lead, e.g. `smtps://user:pass@smtp.example.com` (port 465), or `smtp://user:pass@smtp.example.com:587?requireTLS=true` for STARTTLS; in production it must use TLS (`ALLOW_INSECURE_TRANSPORT`); needs `LEAD_NOTIFY_TO`",
    unset: "no e-mails",
  },
  LEAD_NOTIFY_TO:
    "where those e-mails and the morning digest go: one address or several, comma-separated; needs `SMTP_URL`",
  LEAD_NOTIFY_FROM: {
    text: "the e-mails' sender",
    unset: '"`SITE_NAME` website", from no-reply@ at `SITE_EMAIL`\'s domain',
  },
  LEAD_DELIVERY_MAX_ATTEMPTS:
    "attempts before a delivery (or a privacy request's e-mail) is marked failed (the inbox shows it and can retry it); the wait between attempts is graphile-worker's, e^attempts seconds, at most about 6 hours",
  LEAD_DELIVERY_POLL_MS: "how often the job runner looks for jobs that became due (a new job wakes it at once)",
  LEAD_DELIVERY_LEASE_SECONDS:
    "how long a running job is one process's; after a crash (kill -9), how long until another runs it again. Keep it above the slowest target's timeout (the SMTP server's included)",
  LEAD_WORKER:
    "`off` stops this instance from running jobs (deliveries, reminders, the digest; e.g. on all but some instances; keep at least one on)",
  LEADS_INBOX_PASSWORD: {
    removed:
      "the old shared inbox password; set, it stops the server with a message, because the inbox now has staff accounts (docs/inbox.md)",
  },
  INBOX_SESSION_HOURS: "how long a staff sign-in lasts (absolute: from sign-in, however busy; 1 to 720)",
  INBOX_IDLE_MINUTES:
    "a staff session with no request for this many minutes ends, on top of `INBOX_SESSION_HOURS` (1 to 1440; its last use is written at most once a minute)",
  INBOX_REQUIRE_2FA:
    "who must use two-factor sign-in (a code from an authenticator app after the password): `owner` (owners enrol at their next sign-in, before reaching the inbox), `all` (every account), `off` (whoever turned it on in their account page still uses it)",
  INBOX_EXPORT_MAX_ROWS:
    "the most leads one download of the lead CSV holds (the newest first); the inbox says when a list is longer, and the audit records each download's count",
  INBOX_DIGEST_HOUR: {
    text: "the hour (0-23, clinic time) from which the morning e-mail of overdue leads goes out, once a day, to `LEAD_NOTIFY_TO` over `SMTP_URL` (both needed)",
    unset: "no digest",
  },
  LEAD_RETENTION_MONTHS:
    "leads received more than this many months ago are erased each hour, with their notes and deliveries, and the erasure is recorded; the privacy policy states the period",
  STAFF_PASSWORD: "read only by `npm run staff` as the password to set, for scripts; never by the server",
  PRIVACY_CONTROLLER_NAME: {
    text: "the clinic's registered legal name, as the privacy policy names the controller",
    unset: "the policy says it is not yet published; `npm run preflight` lists it",
  },
  PRIVACY_CONTROLLER_ADDRESS: {
    text: "the controller's postal address in the privacy policy",
    unset: "not yet published; listed by the launch check",
  },
  PRIVACY_HOSTING: {
    text: "who hosts the site and its database (and where), named in the privacy policy",
    unset: "not yet published; listed by the launch check",
  },
  PRIVACY_SHEET_SERVICE: {
    text: "the spreadsheet service leads are forwarded to, named in the privacy policy",
    unset: "not yet published; listed by the launch check",
  },
  PRIVACY_MAIL_SERVICE: {
    text: "the e-mail provider, named in the privacy policy",
    unset: "not yet published; listed by the launch check",
  },
  PRIVACY_TRANSFER_SAFEGUARDS: {
    text: "what protects details sent from the UK or EU to India, as the privacy policy states it",
    unset: "not yet published; listed by the launch check",
  },
  PRIVACY_UK_REPRESENTATIVE: {
    text: "the Article 27 representative in the UK (name and address), or `none: ` and the clinic's reason",
    unset: "not yet published; listed by the launch check",
  },
  PRIVACY_EU_REPRESENTATIVE: {
    text: "the Article 27 representative in the EU (name and address), or `none: ` and the clinic's reason",
    unset: "not yet published; listed by the launch check",
  },
  ERROR_DRILL:
    "read by the build: `on` adds pages that always throw, so the browser tests can see the error pages (`npm test` builds so); leave it off for the public",

  STRIPE_SECRET_KEY: {
    text: "the Stripe secret key (`sk_live_…`, or `sk_test_…` in test mode; a restricted `rk_…` key needs write access to Checkout Sessions, Refunds, Subscriptions and Customer Portal sessions and read access to Invoices and Invoice Payments): checkout goes on to Stripe's payment page, as docs/payments.md says; needs `STRIPE_WEBHOOK_SECRET`",
    unset:
      "payments off: checkout sends a 'Plan Checkout' request and the clinic sends a payment link; `npm run preflight` says so",
  },
  STRIPE_WEBHOOK_SECRET: {
    text: "the signing secret (`whsec_…`) of the webhook endpoint `https://<site>/api/stripe/webhook` in Stripe's dashboard; needs `STRIPE_SECRET_KEY`",
    unset: "payments off",
  },
  STRIPE_WEBHOOK_SECRET_PREVIOUS: {
    text: "while the endpoint's signing secret is rolled in Stripe's dashboard, the secret it replaces: events signed with either are taken (docs/payments.md); remove it once Stripe stops signing with it",
    unset: "only `STRIPE_WEBHOOK_SECRET` is taken",
  },
  STRIPE_API_URL: {
    text: "the Stripe API's base address, for a test double such as `tests/fakes/stripe.ts` (`http://127.0.0.1:3102`); its origin may also receive the checkout form",
    unset: "Stripe's own, `https://api.stripe.com`",
  },
  LEAD_FORWARD_HEALTH_DETAILS:
    "`1` sends the spreadsheet every field of a lead, its message and health answers among them, as earlier releases did: only for a spreadsheet service the clinic has a processor agreement with (`npm run preflight` lists it while on). `0`: the spreadsheet and the clinic's e-mail carry the contact details, the form, the time and the lead's link in the inbox (docs/messages.md)",
  TWILIO_ACCOUNT_SID: {
    text: "Twilio's account SID (`AC…`): the booking's messages also go by WhatsApp or SMS to visitors who choose it (docs/messages.md); needs `TWILIO_AUTH_TOKEN` and a sender",
    unset: "messages go by e-mail only; the booking form offers no phone channel",
  },
  TWILIO_AUTH_TOKEN:
    "the account's auth token: signs the requests to Twilio and checks the `X-Twilio-Signature` of its webhooks",
  TWILIO_SMS_FROM: {
    text: "the SMS sender: a Twilio number in E.164 (`+14155550100`) or a Messaging Service SID (`MG…`)",
    unset: "no SMS offered",
  },
  TWILIO_WHATSAPP_FROM: {
    text: "the WhatsApp sender: `whatsapp:+<number>` or a Messaging Service SID (`MG…`)",
    unset: "no WhatsApp offered",
  },
  TWILIO_WHATSAPP_TEMPLATES: {
    text: "the approved WhatsApp template of each kind, as `kind=HX…` pairs, comma-separated (`booking-confirmed=HX…,booking-rescheduled=HX…,booking-cancelled=HX…,booking-reminder=HX…`): WhatsApp takes only these outside the 24-hour window (their words: docs/messages.md)",
    unset:
      "WhatsApp messages outside the 24-hour window fail with the reason; `npm run preflight` lists the missing kinds",
  },
  TWILIO_API_URL: {
    text: "the Twilio API's base address, for a test double such as `tests/fakes/twilio.ts` (`http://127.0.0.1:4104`)",
    unset: "Twilio's own, `https://api.twilio.com`",
  },
  BOOKING:
    "booking a consultation at a free time in the visitor's zone (docs/booking.md): `auto` turns it on once a confirmed doctor has hours the clinic set; `on` also books the sample roster on sample hours (demonstrations, tests); `off` keeps the request form; `npm run preflight` says which and why",
} satisfies Record<keyof typeof schema.shape, ConfigDescription>;

/** The variables' rules, in the schema's order, for the generated table (scripts/config-table.ts). */
export const configVariables = schema.shape;

/** Values that must never appear in a log or an error message. */
const secret = new Set([
  "DATABASE_URL",
  "DATA_ENCRYPTION_KEY",
  "DATA_ENCRYPTION_KEY_PREVIOUS",
  "LEAD_WEBHOOK_TOKEN",
  "SMTP_URL",
  "LEADS_INBOX_PASSWORD",
  "STAFF_PASSWORD",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_WEBHOOK_SECRET_PREVIOUS",
  "TWILIO_AUTH_TOKEN",
  "VITALS_KEY",
]);

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid environment variable${problems.length > 1 ? "s" : ""}:\n  ${problems.join("\n  ")}`);
    this.name = "ConfigError";
  }
}

/** Checks `env` and shapes it for the code that uses it; throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>) {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const shown = secret.has(name) || env[name] === undefined ? "" : ` (is ${JSON.stringify(env[name])})`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const e = result.data;
  return {
    site: {
      url: e.SITE_URL.replace(/\/+$/, ""),
      /** SITE_URL was left unset: canonical links, the sitemap and share cards name http://localhost:3000. */
      urlIsDefault: !present(env.SITE_URL),
      name: e.SITE_NAME,
      phone: e.SITE_PHONE,
      email: e.SITE_EMAIL,
      /** undefined: not configured yet; "none": the clinic has no such profile. */
      social: {
        facebook: e.SOCIAL_FACEBOOK,
        instagram: e.SOCIAL_INSTAGRAM,
        youtube: e.SOCIAL_YOUTUBE,
        linkedin: e.SOCIAL_LINKEDIN,
      },
      address: e.SITE_ADDRESS,
      /** Digits only, country code first; undefined when the clinic has not configured WhatsApp. */
      whatsapp: e.SITE_WHATSAPP,
    },
    /** The build adds the pages that always throw (files named page.drill.tsx). */
    errorDrill: e.ERROR_DRILL === "on",
    /** The clinic's own time zone: dates of leads sent without JavaScript, e-mails, the inbox. */
    timeZone: e.LEAD_TIMEZONE,
    store: {
      databaseUrl: e.DATABASE_URL,
      poolMax: e.DATABASE_POOL_MAX,
      /** The embedded store's directory, relative to the directory the process starts in unless absolute. */
      embeddedPath: e.LEAD_DB_PATH ?? "data/store",
      /** LEAD_DB_PATH was left unset: an earlier release's data/leads.db may be lying beside it. */
      embeddedPathIsDefault: e.LEAD_DB_PATH === undefined,
    },
    /** The keys of the health details kept encrypted (lib/vault): `key` seals, `previous` only open. */
    vault: {
      key: e.DATA_ENCRYPTION_KEY,
      previous: (e.DATA_ENCRYPTION_KEY_PREVIOUS ?? "")
        .split(",")
        .map((key) => key.trim())
        .filter(Boolean),
    },
    rateLimit: { limit: e.LEAD_RATE_LIMIT, windowMs: e.LEAD_RATE_WINDOW_SECONDS * 1000 },
    /** Reverse proxies in front whose X-Forwarded-For entries count (lib/net/client-address.ts). */
    trustedProxies: e.TRUSTED_PROXY_COUNT,
    logLevel: e.LOG_LEVEL,
    /** How long a SIGTERM may take to finish requests and deliveries before the server gives up on them. */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    /** The page speed's hash key (lib/vitals/service.ts); undefined: each process draws one. */
    vitalsKey: e.VITALS_KEY ? new TextEncoder().encode(e.VITALS_KEY) : undefined,
    delivery: {
      sheet: e.LEAD_WEBHOOK_URL
        ? { url: e.LEAD_WEBHOOK_URL, token: e.LEAD_WEBHOOK_TOKEN, timeoutMs: e.LEAD_WEBHOOK_TIMEOUT_MS }
        : undefined,
      email:
        e.SMTP_URL && e.LEAD_NOTIFY_TO
          ? { smtpUrl: e.SMTP_URL, to: e.LEAD_NOTIFY_TO, from: e.LEAD_NOTIFY_FROM }
          : undefined,
      /** LEAD_FORWARD_HEALTH_DETAILS=1: the spreadsheet gets every field, as before (a processor agreement). */
      forwardHealthDetails: e.LEAD_FORWARD_HEALTH_DETAILS === "1",
      maxAttempts: e.LEAD_DELIVERY_MAX_ATTEMPTS,
      pollMs: e.LEAD_DELIVERY_POLL_MS,
      /** How long a running job stays one process's; after a crash, how long until another runs it (lib/jobs/runner.ts). */
      leaseMs: e.LEAD_DELIVERY_LEASE_SECONDS * 1000,
      /** `LEAD_WORKER=off` keeps this instance from running jobs (others on the same database do). */
      worker: e.LEAD_WORKER === "on",
    },
    inbox: {
      /** Absolute: a session ends this long after sign-in, however busy (docs/decisions/035). */
      sessionMs: e.INBOX_SESSION_HOURS * 3_600_000,
      /** A session unused this long ends (docs/inbox.md, Sessions). */
      idleMs: e.INBOX_IDLE_MINUTES * 60_000,
      /** Who must enrol in two-factor sign-in before a session is opened. */
      requireTwoFactor: e.INBOX_REQUIRE_2FA,
      /** The most rows one lead CSV holds, newest first. */
      exportMaxRows: e.INBOX_EXPORT_MAX_ROWS,
      /** The hour of the morning digest in the clinic's time zone; undefined: no digest. */
      digestHour: e.INBOX_DIGEST_HOUR,
      /** Leads older than this many months are erased by the worker (24 unless set). */
      retentionMonths: e.LEAD_RETENTION_MONTHS,
    },
    staffPassword: e.STAFF_PASSWORD,
    /** The privacy policy's clinic facts; undefined where the clinic has not stated one yet. */
    privacy: {
      controllerName: e.PRIVACY_CONTROLLER_NAME,
      controllerAddress: e.PRIVACY_CONTROLLER_ADDRESS,
      hosting: e.PRIVACY_HOSTING,
      sheetService: e.PRIVACY_SHEET_SERVICE,
      mailService: e.PRIVACY_MAIL_SERVICE,
      transferSafeguards: e.PRIVACY_TRANSFER_SAFEGUARDS,
      ukRepresentative: e.PRIVACY_UK_REPRESENTATIVE,
      euRepresentative: e.PRIVACY_EU_REPRESENTATIVE,
    },
    /** on, off, or auto: on once a confirmed doctor has hours (lib/booking/status.ts). */
    booking: e.BOOKING,
    /** Stripe Checkout (lib/payments); undefined while payments are off. */
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            previousWebhookSecret: e.STRIPE_WEBHOOK_SECRET_PREVIOUS,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    /** WhatsApp and SMS through Twilio (lib/messages); undefined while off. */
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            apiUrl: e.TWILIO_API_URL ?? "https://api.twilio.com",
            smsFrom: e.TWILIO_SMS_FROM,
            whatsappFrom: e.TWILIO_WHATSAPP_FROM,
            whatsappTemplates: Object.fromEntries(
              (e.TWILIO_WHATSAPP_TEMPLATES ?? "")
                .split(",")
                .filter((pair) => pair.includes("="))
                .map((pair) => pair.split("=").map((part) => part.trim()) as [string, string]),
            ),
          }
        : undefined,
  };
}

export type Config = ReturnType<typeof parseConfig>;

let current: Config | undefined;

/** This process's configuration, read from the environment once. */
export function config(): Config {
  // The one place the code reads the environment.
  // eslint-disable-next-line no-restricted-properties
  return (current ??= parseConfig(process.env));
}
