import { expect, test, type APIResponse } from "@playwright/test";
import { fakeStripeOrigin } from "../../playwright.config";
import { hydrated } from "./helpers";
import { newSession, sessionHeader, signInContext } from "./staff";
import { countLeads, uniqueEmail } from "./leads";

/** The headers every response carries (server/security-headers.mjs), wherever it comes from. */
function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("base-uri 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  // Forms post to the site, whose checkout answers with a 303 to Stripe's payment page (here the fake's, docs/payments.md).
  expect(csp, what).toContain(
    `form-action 'self' https://checkout.stripe.com https://billing.stripe.com ${fakeStripeOrigin}`,
  );
  // No other origin anywhere.
  expect(csp.replace(/form-action [^;]*/, ""), what).not.toMatch(/https?:|\*/);
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  // Plain HTTP: no HSTS, or a site tried on http://localhost would be pinned to HTTPS.
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

test.describe("security headers", () => {
  test("on a page, the lead API, a file, and the inbox signed in and not", async ({ request, playwright, baseURL }) => {
    expectSecurityHeaders(await request.get("/"), "home page");
    expectSecurityHeaders(await request.get("/consultations/womens-health/pcos-pcod"), "condition page");
    expectSecurityHeaders(await request.post("/api/leads", { data: { formType: "Nope" } }), "API 400");
    expectSecurityHeaders(await request.get("/robots.txt"), "robots.txt");
    // A drawing opened on its own is a document that could run script: it keeps the policy.
    expectSecurityHeaders(await request.get("/art/home.svg"), "artwork");
    expectSecurityHeaders(await request.get("/healthz"), "healthz");
    expectSecurityHeaders(await request.get("/inbox", { maxRedirects: 0 }), "inbox 303 to sign in");
    expectSecurityHeaders(await request.post("/inbox"), "inbox 401");
    expectSecurityHeaders(await request.get("/inbox/sign-in"), "sign-in page");
    const clinic = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: sessionHeader(await newSession()),
    });
    expectSecurityHeaders(await clinic.get("/inbox"), "inbox");
    await clinic.dispose();
  });

  test("the framework's scripts and fonts carry nosniff, and none of the headers only a document uses", async ({
    request,
  }) => {
    const html = await (await request.get("/contact")).text();
    const files = [...new Set(html.match(/\/_next\/static\/(chunks|media)\/[\w.-]+\.(js|woff2)/g))];
    expect(
      files.some((file) => file.endsWith(".woff2")),
      "the heading font",
    ).toBe(true);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      const headers = (await request.get(file)).headers();
      expect(headers["x-content-type-options"], file).toBe("nosniff");
      expect(headers["content-security-policy"], file).toBeUndefined();
      expect(headers["permissions-policy"], file).toBeUndefined();
    }
  });

  test("adds HSTS when a TLS proxy says the request came over HTTPS", async ({ request }) => {
    const response = await request.get("/contact", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers()["strict-transport-security"]).toBe("max-age=31536000");
  });

  test("no page can be framed by another site (the inbox has the same headers)", async ({
    page,
    baseURL,
    playwright,
  }) => {
    const clinic = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: sessionHeader(await newSession()),
    });
    expect((await clinic.get("/inbox")).headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await clinic.dispose();
    // A page of another origin that frames a page of the site, and, as a control, a page that allows framing.
    await page.route("http://framer.test/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<iframe id="site" src="${baseURL}/contact"></iframe><iframe id="control" src="http://framer.test/inner"></iframe>`,
      }),
    );
    await page.route("http://framer.test/inner", (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>framed fine</p>" }),
    );
    await page.goto("http://framer.test/");
    await expect(page.frameLocator("#control").locator("p")).toHaveText("framed fine");
    // Chromium replaces a refused frame with its own error page: nothing of the site is shown.
    await expect
      .poll(() => page.frames().filter((f) => f.url().startsWith("chrome-error://")).length, { timeout: 10_000 })
      .toBe(1);
  });
});

/** The sources a response's policy lets scripts come from. */
const scriptSources = (response: APIResponse) =>
  /(?:^|; )script-src ([^;]+)/.exec(response.headers()["content-security-policy"] ?? "")?.[1]?.split(" ") ?? [];

test.describe("a strict content security policy", () => {
  test("no kind of page or answer allows an inline script it did not write", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const clinic = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: sessionHeader(await newSession()),
    });
    const pages: Array<[string, APIResponse, "hashes" | "nonce" | "none"]> = [
      ["home page (prerendered)", await request.get("/"), "hashes"],
      ["condition page (prerendered)", await request.get("/consultations/womens-health/pcos-pcod"), "hashes"],
      ["doctors list, filtered (per request)", await request.get("/doctors?q=a"), "nonce"],
      ["search (per request)", await request.get("/search?q=diabetes"), "nonce"],
      // server.mjs sends the prerendered not-found page in place of Next's blank one (decision 073).
      ["page not found (prerendered, sent for a missing address)", await request.get("/no-such-page"), "hashes"],
      ["sign-in page (per request)", await request.get("/inbox/sign-in"), "nonce"],
      ["inbox (per request)", await clinic.get("/inbox"), "nonce"],
      ["lead API", await request.post("/api/leads", { data: { formType: "Nope" } }), "none"],
      ["a redirect", await request.get("/contact/", { maxRedirects: 0 }), "none"],
      ["robots.txt", await request.get("/robots.txt"), "none"],
      ["artwork", await request.get("/art/home.svg"), "none"],
    ];
    await clinic.dispose();
    for (const [what, response, kind] of pages) {
      const sources = scriptSources(response);
      expect(sources, what).not.toContain("'unsafe-inline'");
      expect(sources, what).not.toContain("'unsafe-eval'");
      if (kind === "none") expect(sources, what).toEqual(["'none'"]);
      else {
        expect(sources.slice(0, 2), what).toEqual(["'self'", "'strict-dynamic'"]);
        const allowed = sources.slice(2);
        expect(allowed.length, what).toBeGreaterThan(0);
        const nonces = allowed.filter((source) => /^'nonce-[A-Za-z0-9+/]{24}'$/.test(source));
        // A page rendered per request: its nonce, and the hash of the site's own early-click script.
        expect(nonces, what).toHaveLength(kind === "nonce" ? 1 : 0);
        for (const source of allowed.filter((s) => !nonces.includes(s)))
          expect(source, what).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      }
    }
    // A fresh nonce for every answer.
    expect(scriptSources(await request.get("/search?q=diabetes"))).not.toEqual(
      scriptSources(await request.get("/search?q=diabetes")),
    );
  });

  /**
   * Serves the page as the server sent it, headers and all, with an inline script added to its
   * body, as a stored or reflected injection would; records what the browser then refuses.
   */
  async function withInjectedScript(page: import("@playwright/test").Page, path: string) {
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace("</body>", "<script>window.__injected = true;</script></body>");
        await route.fulfill({ response, body: html });
      },
    );
    await page.addInitScript(() => {
      (window as unknown as { __refused: string[] }).__refused = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { __refused: string[] }).__refused.push(
          `${event.effectiveDirective} ${event.blockedURI}`,
        ),
      );
    });
  }

  test("an injected inline script is refused on a prerendered page, whose own scripts still run", async ({ page }) => {
    await withInjectedScript(page, "/about");
    await page.goto("/about");
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused)).toEqual([
      "script-src-elem inline",
    ]);
  });

  test("an injected inline script is refused in the inbox, whose own scripts still run", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL });
    await signInContext(context);
    const page = await context.newPage();
    await withInjectedScript(page, "/inbox");
    await page.goto("/inbox");
    // The framework started: its inline scripts (with the page's nonce) and the files they load ran.
    await expect
      .poll(() => page.evaluate(() => typeof (window as unknown as { next?: { version?: string } }).next?.version))
      .toBe("string");
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused)).toEqual([
      "script-src-elem inline",
    ]);
    await context.close();
  });
});

test.describe("the content security policy breaks nothing", () => {
  // Prerendered pages (their scripts allowed by hash) and pages rendered per request (by nonce).
  const pages = [
    "/",
    "/consultations/womens-health",
    "/consultations/womens-health/pcos-pcod",
    "/doctors",
    "/blogs",
    "/products",
    "/book-my-diet",
    "/contact",
    "/search?q=diabetes",
    "/products?concern=detox",
  ];

  for (const path of pages) {
    test(`${path} loads, hydrates and reports no violation`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (msg) => {
        if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(msg.text()))
          violations.push(msg.text());
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // Hydrated: the site's menu marks the moment React has taken over the page (blocked scripts never get there).
      await hydrated(page);
      expect(violations).toEqual([]);
    });
  }

  test("the inbox reports no violation", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    await signInContext(context);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    await page.goto("/inbox");
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
    await context.close();
  });
});

test.describe("forged server action calls", () => {
  /** The contact form's action id and its bound form type, as the page's no-JavaScript form carries them. */
  async function contactAction(request: import("@playwright/test").APIRequestContext) {
    const html = await (await request.get("/contact")).text();
    const id = /name="\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)?.[1];
    expect(id, "the contact form's action id").toBeTruthy();
    return id!;
  }

  test("a body that puts something else where the form data goes gets the form's messages, not a 500", async ({
    request,
  }) => {
    const action = await contactAction(request);
    // `curl -F '0=[{},5]'` once made the action iterate a number: "b is not iterable", 500.
    // Called directly, the arguments are whatever the body says: the form type, the previous state, the form data.
    for (const args of [
      '["Contact Form",{},5]',
      '["Contact Form",{},null]',
      '["Contact Form",{},"x"]',
      '["Contact Form",{},[1,2]]',
      '["Contact Form"]',
    ]) {
      const response = await request.post("/contact", { headers: { "next-action": action }, multipart: { "0": args } });
      expect(response.status(), args).toBe(200);
      expect(await response.text(), args).toContain("Name is required");
    }
    for (const args of ["[{},5]", "[]", "[null,null,null]"]) {
      const response = await request.post("/contact", { headers: { "next-action": action }, multipart: { "0": args } });
      expect(response.status(), args).toBe(200);
      expect(await response.text(), args).toContain("formType must be one of");
    }
  });

  test("a form posted without JavaScript with a forged form type stores nothing; the real one stores the lead", async ({
    request,
  }) => {
    const action = await contactAction(request);
    const post = (formType: string, email: string) =>
      request.post("/contact", {
        multipart: {
          $ACTION_REF_1: "",
          "$ACTION_1:0": JSON.stringify({ id: action, bound: "$@1" }),
          // The form type is bound in the browser, so it travels in the page's own field, in clear.
          "$ACTION_1:1": JSON.stringify([formType, { status: "idle" }]),
          $ACTION_KEY: "k0",
          name: "Priya Raman",
          email,
          countryCode: "GB",
          phone: "07911 123456",
          consent: "yes",
        },
      });
    const forged = uniqueEmail("forged-type");
    const response = await post("Not a form", forged);
    expect(response.status()).toBe(422);
    expect(await response.text()).toContain("formType must be one of");
    const real = uniqueEmail("real-type");
    expect((await post("Contact Form", real)).status()).toBe(200);
    await expect.poll(() => countLeads(real)).toBe(1);
    expect(await countLeads(forged)).toBe(0);
  });
});
