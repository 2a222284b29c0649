import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInContext } from "./staff";
import { hydrated } from "./helpers";
import { readCsv } from "../read-csv";
import { agree, findLead, uniqueEmail } from "./leads";

/** The dosha self-assessment (docs/product.md): without JavaScript, with it, and its lead through to the inbox. */

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/** Eight Vata, five Pitta, two Kapha answers: Vata 54%, Pitta 33%, Kapha 13%. */
const code = "vvvvvvvvpppppkk";
const answerIndex = { v: 0, p: 1, k: 2 } as const;

async function sendToDoctor(page: Page, email: string) {
  const form = page.locator("#send form");
  await form.getByLabel("Full Name").fill("Meera Iyer");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Country code").selectOption("GB");
  await form.getByLabel("Phone Number").fill("07911 123456");
  await agree(form);
  await form.getByRole("button", { name: "Send my result" }).click();
}

async function expectStoredWithScores(email: string) {
  const lead = await findLead({ email });
  expect(lead.form_type).toBe("Dosha Assessment");
  const details = lead.details as Record<string, string>;
  expect(details.doshaCode).toBe(code);
  expect(details.doshaConstitution).toBe("Vata");
  expect(details.doshaScores).toBe("Vata 8/15 (54%), Pitta 5/15 (33%), Kapha 2/15 (13%)");
  expect(details.doshaAnswers).toContain("Body frame: Slim and light");
}

async function expectResult(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/dosha-assessment/result\\?a=${code}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your result: Vata");
  const chart = page.getByRole("figure");
  await expect(chart.locator("[data-dosha=vata]")).toContainText("54% (8 of 15 answers)");
  await expect(chart.locator("[data-dosha=pitta]")).toContainText("33% (5 of 15 answers)");
  await expect(chart.locator("[data-dosha=kapha]")).toContainText("13% (2 of 15 answers)");
  await expect(page.getByText("This is a traditional self-reflection, not a diagnosis.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Everyday diet ideas" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Daily routine ideas" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("one form: unanswered questions come back marked with the answers kept, then the result and its lead", async ({
    page,
  }) => {
    await page.goto("/dosha-assessment");
    const groups = page.getByRole("radiogroup");
    await expect(groups).toHaveCount(15);
    // Answer all but the last two.
    for (let i = 0; i < 13; i++)
      await groups
        .nth(i)
        .getByRole("radio")
        .nth(answerIndex[code[i] as "v"])
        .check();
    await page.getByRole("button", { name: "See my result" }).click();

    await expect(page).toHaveURL(/\/dosha-assessment\/result\?frame=v/);
    await expect(page.getByRole("alert")).toContainText("Please answer the 2 questions marked below");
    await expect(page.getByText("Please choose the answer that fits you best.")).toHaveCount(2);
    await expect(groups.nth(0).getByRole("radio").nth(0)).toBeChecked();
    await expect(groups.nth(13)).toHaveAttribute("aria-invalid", "true");
    for (const i of [13, 14])
      await groups
        .nth(i)
        .getByRole("radio")
        .nth(answerIndex[code[i] as "v"])
        .check();
    await page.getByRole("button", { name: "See my result" }).click();

    // The plain form's fields are sent on to the short address that holds the answers alone.
    await expectResult(page);

    const email = uniqueEmail("dosha-nojs");
    await sendToDoctor(page, email);
    await expect(page.getByRole("status").filter({ hasText: "Result sent to our doctors" })).toBeVisible();
    await expectStoredWithScores(email);
  });
});

test("with JavaScript: one question at a time with progress and Back, then the result and its lead", async ({
  page,
}) => {
  await page.goto("/dosha-assessment");
  await page.waitForLoadState("networkidle");
  await hydrated(page);
  await expect(page.getByText("Question 1 of 15")).toBeVisible();
  await expect(page.getByRole("radiogroup")).toHaveCount(1);

  // Next without an answer says so, and stays.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please choose the answer that fits you best.")).toBeVisible();
  await expect(page.getByText("Question 1 of 15")).toBeVisible();

  const answer = async (i: number) => {
    await expect(page.getByText(`Question ${i + 1} of 15`)).toBeVisible();
    await page
      .getByRole("radiogroup")
      .getByRole("radio")
      .nth(answerIndex[code[i] as "v"])
      .check();
    await page.getByRole("button", { name: i === 14 ? "See my result" : "Next" }).click();
  };
  await answer(0);
  await answer(1);
  // Back shows the previous question with its answer, and the keyboard starts at its heading.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByText("Question 2 of 15")).toBeVisible();
  await expect(page.getByRole("radiogroup").getByRole("radio").nth(0)).toBeChecked();
  await expect(page.getByRole("heading", { level: 2, name: "How does your weight usually behave?" })).toBeFocused();
  await page.getByRole("button", { name: "Next" }).click();
  for (let i = 2; i < 15; i++) await answer(i);

  await expectResult(page);
  const email = uniqueEmail("dosha-js");
  await page.waitForLoadState("networkidle");
  await hydrated(page);
  await sendToDoctor(page, email);
  await expect(page.getByText("Result sent to our doctors").first()).toBeVisible();
  await expectStoredWithScores(email);
});

test.describe("in the clinic's inbox", () => {
  test.beforeEach(({ context }) => signInContext(context));

  test("an assessment lead shows its answers and scores, and the CSV carries them", async ({ page, request }) => {
    const email = uniqueEmail("dosha-inbox");
    const response = await request.post("/api/leads", {
      data: {
        formType: "Dosha Assessment",
        name: "Meera Iyer",
        email,
        countryCode: "GB",
        phone: "07911 123456",
        answers: code,
        doshaScores: "forged",
        consent: true,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    await page.goto("/inbox?form=Dosha+Assessment");
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Dosha Assessment");
    await expect(row).toContainText("Vata 8/15 (54%), Pitta 5/15 (33%), Kapha 2/15 (13%)");
    await expect(row).toContainText("Body frame: Slim and light, with narrow shoulders or hips (Vata)");
    const [header = [], ...rows] = readCsv(
      (await (await page.request.get("/inbox/leads.csv?form=Dosha+Assessment")).text()).replace(/^\uFEFF/, ""),
    );
    const line = rows.find((r) => r[header.indexOf("Email")] === email);
    const details = line?.[header.indexOf("Details")];
    expect(details).toContain("Dosha scores: Vata 8/15 (54%)");
    expect(details).not.toContain("forged");
  });
});

test("the result's address holds the answers and nothing else, and a broken one asks again", async ({ page }) => {
  await page.goto(`/dosha-assessment/result?a=${code}`);
  const shared = await page.locator("#share-result ~ p a").first().getAttribute("href");
  expect(shared).toBe(`/dosha-assessment/result?a=${code}`);
  await page.goto("/dosha-assessment/result?a=vvv");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A few questions are still open");
});

test("linked from the home page, the menus and the consultation pages", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("main").getByRole("link", { name: "Take the dosha self-assessment" })).toHaveAttribute(
    "href",
    "/dosha-assessment",
  );
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Dosha Self-Assessment" })).toHaveAttribute(
    "href",
    "/dosha-assessment",
  );
  await expect(page.locator('nav[aria-label=Mobile] a[href="/dosha-assessment"]')).toHaveText("Dosha Self-Assessment");
  await page.goto("/consultations/womens-health/pcos-pcod");
  await expect(
    page.locator("aside, main").getByRole("link", { name: "Take the dosha self-assessment" }).first(),
  ).toHaveAttribute("href", "/dosha-assessment");
});

test("no WCAG 2.2 A/AA violation on the assessment, its errors and its results", async ({ page }) => {
  for (const path of [
    "/dosha-assessment",
    "/dosha-assessment/result?frame=v",
    `/dosha-assessment/result?a=${code}`,
    "/dosha-assessment/result?a=vvvvvvpppppkkkk",
    "/dosha-assessment/result?a=vvvvvpppppkkkkk",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await hydrated(page);
    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(
      results.violations.map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
  await page.goto("/dosha-assessment");
  await page.waitForLoadState("networkidle");
  await hydrated(page);
  await page.getByRole("button", { name: "Next" }).click();
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
