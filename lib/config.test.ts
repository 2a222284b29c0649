import { describe, expect, it, vi } from "vitest";
import { ConfigError, parseConfig } from "./config";

describe("parseConfig", () => {
  it("gives the documented defaults for an empty environment", () => {
    const config = parseConfig({});
    expect(config.site).toMatchObject({
      url: "http://localhost:3000",
      name: "Sanjeevani Ayurveda",
      email: "care@sanjeevaniayurveda.com",
      address: undefined,
    });
    expect(config.site.social).toEqual({
      facebook: undefined,
      instagram: undefined,
      youtube: undefined,
      linkedin: undefined,
    });
    expect(config.timeZone).toBe("Asia/Kolkata");
    expect(config.store).toEqual({
      databaseUrl: undefined,
      poolMax: 10,
      embeddedPath: "data/store",
      embeddedPathIsDefault: true,
    });
    expect(config.rateLimit).toEqual({ limit: 20, windowMs: 600_000 });
    // No proxy is trusted until the operator says how many there are (docs/decisions/023).
    expect(config.trustedProxies).toBe(0);
    expect(config.logLevel).toBe("info");
    expect(config.shutdownTimeoutMs).toBe(25_000);
    expect(config.delivery).toMatchObject({
      sheet: undefined,
      email: undefined,
      maxAttempts: 12,
      pollMs: 5000,
      leaseMs: 300_000,
      worker: true,
    });
    expect(config.inbox).toEqual({
      sessionMs: 12 * 3_600_000,
      idleMs: 30 * 60_000,
      requireTwoFactor: "owner",
      exportMaxRows: 5000,
      digestHour: undefined,
      retentionMonths: 24,
    });
  });

  it("refuses the old shared inbox password by name, and checks the follow-up desk's settings", () => {
    expect(() => parseConfig({ LEADS_INBOX_PASSWORD: "hunter2-long-one" })).toThrow(
      /LEADS_INBOX_PASSWORD was replaced by staff accounts: create one with npm run staff/,
    );
    expect(() => parseConfig({ LEADS_INBOX_PASSWORD: "hunter2-long-one" })).not.toThrow(/hunter2/);
    expect(parseConfig({ LEADS_INBOX_PASSWORD: "" }).inbox.sessionMs).toBe(12 * 3_600_000);
    const set = parseConfig({
      INBOX_SESSION_HOURS: "8",
      INBOX_DIGEST_HOUR: "9",
      LEAD_RETENTION_MONTHS: "24",
      INBOX_EXPORT_MAX_ROWS: "200",
      SMTP_URL: "smtp://mail.example:25",
      LEAD_NOTIFY_TO: "desk@clinic.example",
    });
    expect(set.inbox).toEqual({
      sessionMs: 8 * 3_600_000,
      idleMs: 30 * 60_000,
      requireTwoFactor: "owner",
      exportMaxRows: 200,
      digestHour: 9,
      retentionMonths: 24,
    });
    expect(() => parseConfig({ INBOX_EXPORT_MAX_ROWS: "0" })).toThrow(/INBOX_EXPORT_MAX_ROWS must be at least 1/);
    expect(
      parseConfig({ INBOX_DIGEST_HOUR: "0", SMTP_URL: "smtp://mail.example:25", LEAD_NOTIFY_TO: "desk@clinic.example" })
        .inbox.digestHour,
    ).toBe(0);
    expect(() =>
      parseConfig({ INBOX_DIGEST_HOUR: "24", SMTP_URL: "smtp://m.example", LEAD_NOTIFY_TO: "a@b.example" }),
    ).toThrow(/INBOX_DIGEST_HOUR must be an hour from 0 to 23/);
    expect(() => parseConfig({ INBOX_DIGEST_HOUR: "9" })).toThrow(/INBOX_DIGEST_HOUR needs SMTP_URL/);
    expect(() => parseConfig({ LEAD_RETENTION_MONTHS: "0" })).toThrow(/LEAD_RETENTION_MONTHS must be at least 1/);
    expect(() => parseConfig({ INBOX_SESSION_HOURS: "forever" })).toThrow(/INBOX_SESSION_HOURS must be a whole number/);
  });

  it("says when the site's address is only the default, so a build can warn that it names localhost", () => {
    expect(parseConfig({}).site).toMatchObject({ url: "http://localhost:3000", urlIsDefault: true });
    expect(parseConfig({ SITE_URL: "  " }).site.urlIsDefault).toBe(true);
    expect(parseConfig({ SITE_URL: "https://clinic.example/" }).site).toMatchObject({
      url: "https://clinic.example",
      urlIsDefault: false,
    });
  });

  it("refuses the old LEAD_CLIENT_IP_HOPS by name, so an old deployment file cannot change meaning quietly", () => {
    expect(() => parseConfig({ LEAD_CLIENT_IP_HOPS: "1" })).toThrow(
      /LEAD_CLIENT_IP_HOPS was replaced by TRUSTED_PROXY_COUNT/,
    );
    expect(parseConfig({ TRUSTED_PROXY_COUNT: "2" }).trustedProxies).toBe(2);
    expect(() => parseConfig({ TRUSTED_PROXY_COUNT: "-1" })).toThrow(/TRUSTED_PROXY_COUNT must be a whole number/);
  });

  it("treats a blank value as unset, and trims the rest", () => {
    const config = parseConfig({ SITE_NAME: "  ", LEAD_RATE_LIMIT: "", SITE_URL: " https://clinic.example/ " });
    expect(config.site.name).toBe("Sanjeevani Ayurveda");
    expect(config.rateLimit.limit).toBe(20);
    expect(config.site.url).toBe("https://clinic.example");
  });

  it("reads numbers, forwarding and e-mail when they are set", () => {
    const config = parseConfig({
      LEAD_RATE_LIMIT: "5",
      LEAD_RATE_WINDOW_SECONDS: "60",
      LEAD_WEBHOOK_URL: "https://api.sheety.co/abc/leads/sheet1",
      LEAD_WEBHOOK_TOKEN: "t0ken",
      SMTP_URL: "smtps://user:pass@smtp.example.com",
      LEAD_NOTIFY_TO: "desk@clinic.example, doctor@clinic.example",
      LEAD_WORKER: "off",
      LEAD_TIMEZONE: "Europe/London",
    });
    expect(config.rateLimit).toEqual({ limit: 5, windowMs: 60_000 });
    expect(config.delivery.sheet).toEqual({
      url: "https://api.sheety.co/abc/leads/sheet1",
      token: "t0ken",
      timeoutMs: 10_000,
    });
    expect(config.delivery.email).toMatchObject({
      smtpUrl: "smtps://user:pass@smtp.example.com",
      to: "desk@clinic.example, doctor@clinic.example",
    });
    expect(config.delivery.worker).toBe(false);
    expect(config.timeZone).toBe("Europe/London");
  });

  it("turns payments on only with the Stripe key and the webhook's secret together, and never shows them", () => {
    expect(parseConfig({}).payments).toBeUndefined();
    expect(
      parseConfig({
        STRIPE_SECRET_KEY: "sk_test_abc123",
        STRIPE_WEBHOOK_SECRET: "whsec_def456",
        STRIPE_API_URL: "http://127.0.0.1:3102",
      }).payments,
    ).toEqual({
      secretKey: "sk_test_abc123",
      webhookSecret: "whsec_def456",
      apiUrl: "http://127.0.0.1:3102",
    });
    expect(() => parseConfig({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set too when STRIPE_SECRET_KEY is/,
    );
    expect(() => parseConfig({ STRIPE_WEBHOOK_SECRET: "whsec_def456" })).toThrow(/STRIPE_SECRET_KEY must be set too/);
    const refused = (() => {
      try {
        parseConfig({ STRIPE_SECRET_KEY: "pk_live_visible", STRIPE_WEBHOOK_SECRET: "whsec_def456" });
      } catch (error) {
        return String(error);
      }
    })();
    expect(refused).toMatch(/STRIPE_SECRET_KEY must be a Stripe secret key/);
    expect(refused).not.toContain("pk_live_visible");
    expect(() => parseConfig({ STRIPE_API_URL: "api.stripe.com" })).toThrow(/STRIPE_API_URL must be an http/);
  });

  it("refuses a bad value with a message that names the variable", () => {
    expect(() => parseConfig({ LEAD_RATE_LIMIT: "twenty" })).toThrow(
      /LEAD_RATE_LIMIT must be a whole number \(is "twenty"\)/,
    );
    expect(() => parseConfig({ LEAD_RATE_LIMIT: "0" })).toThrow(/LEAD_RATE_LIMIT must be at least 1/);
    expect(() => parseConfig({ LEAD_TIMEZONE: "India/Delhi" })).toThrow(/LEAD_TIMEZONE must be an IANA time zone/);
    expect(() => parseConfig({ SITE_URL: "clinic.example" })).toThrow(
      /SITE_URL must be an http:\/\/ or https:\/\/ address/,
    );
    expect(() => parseConfig({ LEAD_SQLITE_SYNC: "full" })).toThrow(
      /LEAD_SQLITE_SYNC belonged to the SQLite store.*npm run import-sqlite/,
    );
    expect(parseConfig({ LEAD_DB_PATH: "/srv/clinic/store" }).store).toMatchObject({
      embeddedPath: "/srv/clinic/store",
      embeddedPathIsDefault: false,
    });
    expect(() => parseConfig({ LEAD_WORKER: "no" })).toThrow(/LEAD_WORKER must be on or off/);
    expect(() => parseConfig({ SITE_PHONE: "call us" })).toThrow(/SITE_PHONE must hold a phone number/);
    expect(parseConfig({ SITE_PHONE: "+91 98765 43210" }).site.phone).toBe("+91 98765 43210");
    expect(() => parseConfig({ SOCIAL_FACEBOOK: "facebook.com/clinic" })).toThrow(
      /SOCIAL_FACEBOOK must be the profile's https:\/\/ address, or none/,
    );
    expect(() => parseConfig({ LEAD_NOTIFY_TO: "desk@clinic.example, nobody", SMTP_URL: "smtp://x" })).toThrow(
      /LEAD_NOTIFY_TO must be one e-mail address or several/,
    );
  });

  it("takes a WhatsApp number in international format, digits only, and says how to write it otherwise", () => {
    expect(parseConfig({}).site.whatsapp).toBeUndefined();
    expect(parseConfig({ SITE_WHATSAPP: " 919876543210 " }).site.whatsapp).toBe("919876543210");
    for (const bad of ["+91 98765 43210", "+919876543210", "09876543210", "98765", "91-9876543210"]) {
      expect(() => parseConfig({ SITE_WHATSAPP: bad }), bad).toThrow(
        /SITE_WHATSAPP must be the WhatsApp number in international format, digits only, without \+ or spaces/,
      );
    }
  });

  it("lists every bad variable at once", () => {
    const error = (() => {
      try {
        parseConfig({ LEAD_RATE_LIMIT: "x", DATABASE_POOL_MAX: "-1" });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.message).toMatch(/^Invalid environment variables:\n/);
    expect(error?.message).toContain('LEAD_RATE_LIMIT must be a whole number (is "x")');
    expect(error?.message).toContain('DATABASE_POOL_MAX must be a whole number (is "-1")');
  });

  it("never prints a secret's value", () => {
    expect(() => parseConfig({ DATABASE_URL: "mysql://root:hunter2@db/leads" })).toThrow(
      /^Invalid environment variable:\n {2}DATABASE_URL must be a postgres:\/\/ address$/,
    );
    expect(() => parseConfig({ SMTP_URL: "http://user:hunter2@mail", LEAD_NOTIFY_TO: "a@b.example" })).not.toThrow(
      /hunter2/,
    );
  });

  it("refuses half an e-mail set-up, which would drop the clinic's notifications silently", () => {
    expect(() => parseConfig({ SMTP_URL: "smtp://mail.example" })).toThrow(
      /LEAD_NOTIFY_TO must be set too when SMTP_URL is \(where the e-mails go\)$/,
    );
    expect(() => parseConfig({ LEAD_NOTIFY_TO: "desk@clinic.example" })).toThrow(
      /SMTP_URL must be set too when LEAD_NOTIFY_TO is/,
    );
  });
});

describe("the data encryption key", () => {
  const key = "5HfMBC+8SXwct0ulxd4FG5Zo1xthl7HylD3ut2z6PjU=";
  it("is needed with DATABASE_URL, in any environment, is 32 bytes of base64, and never shown", () => {
    expect(() => parseConfig({ DATABASE_URL: "postgres://clinic@db.internal/clinic" })).toThrow(
      /^Invalid environment variable:\n {2}DATA_ENCRYPTION_KEY must be set when DATABASE_URL is: .*npm run keys -- new prints one/,
    );
    expect(
      parseConfig({ DATABASE_URL: "postgres://clinic@db.internal/clinic", DATA_ENCRYPTION_KEY: key }).vault,
    ).toEqual({
      key,
      previous: [],
    });
    // The embedded store makes its own key when none is set.
    expect(parseConfig({}).vault).toEqual({ key: undefined, previous: [] });
    const short = "c2hvcnQ=";
    let message = "";
    try {
      parseConfig({ DATA_ENCRYPTION_KEY: short, DATA_ENCRYPTION_KEY_PREVIOUS: `${key},${short}` });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("DATA_ENCRYPTION_KEY must be 32 random bytes in base64 (44 characters)");
    expect(message).toContain("DATA_ENCRYPTION_KEY_PREVIOUS must be one key or several, comma-separated");
    expect(message).not.toContain(short);
    expect(
      parseConfig({ DATA_ENCRYPTION_KEY: key, DATA_ENCRYPTION_KEY_PREVIOUS: ` ${key} , ${key}` }).vault.previous,
    ).toEqual([key, key]);
  });
});

describe("TLS outbound", () => {
  const refusal = (env: Record<string, string>) => {
    try {
      parseConfig({
        NODE_ENV: "production",
        ...(env.SMTP_URL ? { LEAD_NOTIFY_TO: "desk@clinic.example" } : {}),
        ...env,
      });
      return "";
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("refuses in production an SMTP_URL without TLS and an http:// webhook, without showing them", () => {
    expect(refusal({ SMTP_URL: "smtp://desk:hunter2@smtp.clinic.example:587" })).toBe(
      "Invalid environment variable:\n  SMTP_URL must use TLS in production: smtps://… (port 465), or smtp://…:587?requireTLS=true for STARTTLS (a relay on 127.0.0.1 excepted); ALLOW_INSECURE_TRANSPORT=1 allows it on purpose",
    );
    expect(refusal({ SMTP_URL: "smtps://desk:hunter2@smtp.clinic.example?tls.rejectUnauthorized=false" })).toMatch(
      /SMTP_URL must not turn off the check of the server's certificate/,
    );
    expect(refusal({ LEAD_WEBHOOK_URL: "http://sheets.example/x" })).toMatch(
      /LEAD_WEBHOOK_URL must be an https:\/\/ address in production \(a relay on 127\.0\.0\.1 excepted\)/,
    );
    expect(refusal({ SMTP_URL: "smtp://desk:hunter2@smtp.clinic.example:587" })).not.toContain("hunter2");
  });

  it("takes TLS, a relay on the loopback address, any address outside production, and ALLOW_INSECURE_TRANSPORT=1", () => {
    const allowed: Record<string, string>[] = [
      { SMTP_URL: "smtps://desk:pw@smtp.clinic.example" },
      { SMTP_URL: "smtp://desk:pw@smtp.clinic.example:587?requireTLS=true" },
      { SMTP_URL: "smtp://127.0.0.1:2525" },
      { SMTP_URL: "smtp://localhost:25" },
      { SMTP_URL: "smtp://[::1]:25" },
      { LEAD_WEBHOOK_URL: "https://sheets.example/x" },
      { LEAD_WEBHOOK_URL: "http://127.0.0.1:3200/sheet1" },
      {
        SMTP_URL: "smtp://smtp.clinic.example",
        LEAD_WEBHOOK_URL: "http://sheets.example",
        ALLOW_INSECURE_TRANSPORT: "1",
      },
      { SMTP_URL: "smtp://smtp.clinic.example", LEAD_WEBHOOK_URL: "http://sheets.example", NODE_ENV: "development" },
    ];
    for (const env of allowed) expect(refusal(env)).toBe("");
    expect(refusal({ ALLOW_INSECURE_TRANSPORT: "yes" })).toMatch(/ALLOW_INSECURE_TRANSPORT must be 1 \(allow\) or 0/);
  });
});

describe("ERROR_DRILL", () => {
  it("adds the pages that always throw only to a build that asks for them", async () => {
    const { PHASE_PRODUCTION_BUILD } = await import("next/constants");
    const build = async (drill: string | undefined) => {
      vi.resetModules();
      vi.stubEnv("SITE_URL", "https://clinic.example");
      vi.stubEnv("ERROR_DRILL", drill);
      const { default: configFor } = await import("@/next.config");
      return configFor(PHASE_PRODUCTION_BUILD).pageExtensions;
    };
    try {
      // page.drill.tsx is a page only where "drill.tsx" is one of the extensions.
      expect(await build(undefined)).toEqual(["tsx", "ts"]);
      expect(await build("off")).toEqual(["tsx", "ts"]);
      expect(await build("on")).toEqual(["tsx", "ts", "drill.tsx"]);
      expect(() => parseConfig({ ERROR_DRILL: "yes" })).toThrow(/ERROR_DRILL must be on or off/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
