import type { z } from "zod";
import type { MarkdownFile } from "@/lib/content/markdown";
import { countWords, renderMarkdown } from "@/lib/content/render";
import {
  ruledOutByCautions,
  seriousConditions,
  withoutProductsBySpecification,
} from "@/content/pages-without-products";
import { consultationsPath } from "@/lib/paths";
import { checkArticleBody } from "./article-body";
import type { ConditionFrontMatter } from "./article-schema";
import { cautionClashes } from "./caution-clashes";
import type { CoverageTerm } from "./coverage";
import { herbProblems } from "./herb-names";
import { resolveHerbs, unlistedCautionedHerbs } from "./herbs";
import { furtherReadingProblems } from "./further-reading";
import { resolveProducts, type ResolvedProduct } from "./products";
import { reviewerProblem } from "./reviewers";
import { slugify, type Doctor, type Herb, type LegacyPage, type Product, type categoryEntrySchema } from "./schema";

type CategoryInput = z.output<typeof categoryEntrySchema>;

/** A condition page: its Markdown file's front matter, where it lives, and its rendered article. */
export type Condition = ConditionFrontMatter & {
  slug: string;
  categorySlug: string;
  href: string;
  /** "content/conditions/<category>/<slug>.md" */
  file: string;
  html: string;
  words: number;
  /** Why the page shows no products, where it shows none for the reader's safety. */
  productsWithheld?: ProductsWithheld;
};

/** Why a page shows no products, said in their place (components/consultation/withheld-products.tsx). */
export type ProductsWithheld = { reason: "serious-condition" | "children" | "own-cautions"; why?: string };

/** An older page, with why it shows no products where it shows none. */
export type LegacyConsultationPage = LegacyPage & { productsWithheld?: ProductsWithheld };

type Alias = { from: string; to: string };

export type Category = Omit<CategoryInput, "conditions" | "aliases"> & {
  slug: string;
  href: string;
  conditions: Condition[];
  aliases: Alias[];
};

export type CatalogueInput = {
  categories: CategoryInput[];
  /** Every Markdown file under content/conditions, listed by a category or not. */
  conditionFiles: MarkdownFile<ConditionFrontMatter>[];
  products: Product[];
  herbs: Herb[];
  legacyPages: LegacyPage[];
  doctors: Doctor[];
  /** The site's fixed pages, which articles may link to besides the catalogue's own pages. */
  staticPaths: string[];
};

export const legacyPageHref = (slug: string) => `${consultationsPath}/${slug}`;
/** Where a category's own text and its list of conditions live. */
export const categoryFile = (slug: string) => `content/categories/${slug}.ts`;
const conditionFile = (categorySlug: string, slug: string) => `content/conditions/${categorySlug}/${slug}.md`;
const listFile = "content/pages-without-products.ts";

const serious = new Set(seriousConditions.map((c) => c.page));
const ruledOut = new Map(ruledOutByCautions.map((c) => [c.page, c.why]));
const bySpecification = new Set(withoutProductsBySpecification);

/** Why the page at `page` (its address under /consultations) shows no products, from content/pages-without-products.ts. */
function productsWithheldFor(page: string, forChildren: boolean): ProductsWithheld | undefined {
  if (forChildren) return { reason: "children" };
  if (serious.has(page)) return { reason: "serious-condition" };
  const why = ruledOut.get(page);
  return why ? { reason: "own-cautions", why } : undefined;
}

/**
 * Turns the content files into one linked, checked catalogue. Every rule that would
 * leave a visitor on a broken link or a page that breaks the content standard throws
 * here, naming the file to fix, so a bad edit fails the build.
 */
export function buildCatalogue(input: CatalogueInput) {
  const problems: string[] = [];
  const seen = new Set<string>();
  const files = new Map(input.conditionFiles.map((f) => [`${f.subfolder}/${f.slug}`, f]));
  const listed = new Set<string>();

  const categories: Category[] = input.categories.map((entry) => {
    const slug = slugify(entry.name);
    if (seen.has(slug)) problems.push(`${categoryFile(slug)}: duplicate category slug "${slug}"`);
    seen.add(slug);
    const href = `${consultationsPath}/${slug}`;
    const conditions: Condition[] = [];
    for (const conditionSlug of entry.conditions) {
      const key = `${slug}/${conditionSlug}`;
      if (listed.has(key)) problems.push(`${categoryFile(slug)}: duplicate condition slug "${key}"`);
      listed.add(key);
      const source = files.get(key);
      if (!source)
        problems.push(
          `${categoryFile(slug)}: lists "${conditionSlug}", but ${conditionFile(slug, conditionSlug)} does not exist`,
        );
      else conditions.push(toCondition(source, slug, href, entry.audience === "children"));
    }
    const conditionSlugs = new Set(entry.conditions);
    const aliases = entry.aliases.map((a) => {
      if (conditionSlugs.has(a.slug))
        problems.push(`${categoryFile(slug)}: alias "${slug}/${a.slug}" shadows a condition page`);
      if (!conditionSlugs.has(a.to))
        problems.push(`${categoryFile(slug)}: alias "${slug}/${a.slug}" points to missing "${a.to}"`);
      return { from: `${href}/${a.slug}`, to: `${href}/${a.to}` };
    });
    return { ...entry, slug, href, conditions, aliases };
  });

  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  for (const file of input.conditionFiles) {
    if (!file.subfolder) problems.push(`${file.file}: not in a category's folder`);
    else if (!categoryBySlug.has(file.subfolder))
      problems.push(`${file.file}: folder "${file.subfolder}" is not a category (no ${categoryFile(file.subfolder)})`);
    else if (!listed.has(`${file.subfolder}/${file.slug}`))
      problems.push(
        `${file.file}: no category lists it; add "${file.slug}" to the conditions in ${categoryFile(file.subfolder)}`,
      );
  }

  const herbs = resolveHerbs(input.herbs);
  const resolvedProducts = resolveProducts(input.products, herbs);
  problems.push(...resolvedProducts.problems);
  const productById = new Map<string, ResolvedProduct>();
  for (const p of resolvedProducts.products) {
    if (productById.has(p.id)) problems.push(`content/products.ts: duplicate product id "${p.id}"`);
    productById.set(p.id, p);
    for (const c of p.categories) {
      const category = categoryBySlug.get(c);
      if (!category) problems.push(`content/products.ts: product "${p.id}" names unknown category "${c}"`);
      else {
        for (const clash of cautionClashes(p, category.covers, "the category")) {
          problems.push(`content/products.ts: product "${p.id}" is listed under ${category.name}, but ${clash}`);
        }
      }
    }
  }

  for (const category of categories) {
    const text = [category.subtitle, category.description, ...category.offerings, category.closingMessage].join(" ");
    for (const herb of unlistedCautionedHerbs(text, [], herbs)) {
      problems.push(
        `${categoryFile(category.slug)}: names ${herb.name}, which carries cautions; name herbs on the condition pages, where their cautions are shown`,
      );
    }
  }

  const legacyPages: LegacyConsultationPage[] = input.legacyPages.map((page) => ({
    ...page,
    productsWithheld: productsWithheldFor(page.slug, false),
  }));
  for (const page of legacyPages) {
    const where = `content/legacy-pages.ts: older page "${page.slug}"`;
    if (categoryBySlug.has(page.slug)) problems.push(`${where} collides with a category`);
    const rules = {
      withheld: Boolean(page.productsWithheld),
      noneWanted: bySpecification.has(page.slug),
      range: [3, 6] as [number, number],
      productById,
    };
    problems.push(...productProblems(page.products, rules).map((e) => `${where}: ${e}`));
    problems.push(...clashProblems(page.products, page.covers, productById).map((e) => `${where}: ${e}`));
    problems.push(
      ...herbProblems([page.description, ...page.ayurvedicInfo].join(" "), page.herbs, herbs).map(
        (e) => `${where}: ${e}`,
      ),
    );
    for (const c of [page.tintFrom, page.relatedCategory])
      if (!categoryBySlug.has(c))
        problems.push(`content/legacy-pages.ts: older page "${page.slug}" names unknown category "${c}"`);
  }

  const doctorIds = new Set<string>();
  for (const d of input.doctors) {
    if (doctorIds.has(d.id)) problems.push(`content/doctors.ts: duplicate doctor id "${d.id}"`);
    doctorIds.add(d.id);
  }

  const conditions = categories.flatMap((c) => c.conditions);
  const condition = (categorySlug: string, slug: string) =>
    categoryBySlug.get(categorySlug)?.conditions.find((c) => c.slug === slug);

  // The list of pages without products names only pages that exist, so a renamed page cannot slip off it.
  const pageKeys = new Set([
    ...conditions.map((c) => `${c.categorySlug}/${c.slug}`),
    ...legacyPages.map((p) => p.slug),
  ]);
  for (const page of [...serious, ...ruledOut.keys(), ...bySpecification]) {
    if (!pageKeys.has(page)) problems.push(`${listFile}: names "${page}", which is no page under ${consultationsPath}`);
  }
  /** Every page the catalogue makes: the categories, their conditions and the older pages. */
  const pagePaths = [
    ...categories.map((c) => c.href),
    ...conditions.map((c) => c.href),
    ...input.legacyPages.map((p) => legacyPageHref(p.slug)),
  ];
  const knownPaths = new Set([...input.staticPaths, ...pagePaths]);

  const byDescription = new Map<string, string>();
  const byTitle = new Map<string, string>();
  for (const c of conditions) {
    const body = files.get(`${c.categorySlug}/${c.slug}`)!.body;
    const errors = frontMatterProblems(c, { productById, doctors: input.doctors, condition });
    errors.push(...clashProblems(c.products, c.covers, productById));
    errors.push(...herbProblems(`${c.title}. ${c.summary}\n${body}`, c.herbs, herbs));
    for (const herb of unlistedCautionedHerbs(`${c.title}. ${c.summary}`, [], herbs)) {
      errors.push(
        `the title or summary names ${herb.name}, which carries cautions: they appear on cards and menus without them`,
      );
    }
    errors.push(...checkArticleBody(body, knownPaths).errors);
    errors.push(...furtherReadingProblems(c.furtherReading));
    const twin = byDescription.get(c.description);
    if (twin) errors.push(`description is the same as ${twin}'s`);
    byDescription.set(c.description, c.file);
    const namesake = byTitle.get(c.title.toLowerCase());
    if (namesake)
      errors.push(`title is the same as ${namesake}'s: menus and search results would show two pages alike`);
    byTitle.set(c.title.toLowerCase(), c.file);
    problems.push(...errors.map((e) => `${c.file}: ${e}`));
  }

  if (problems.length) throw new Error(`Catalogue is inconsistent:\n  ${problems.join("\n  ")}`);

  return {
    categories,
    conditions,
    products: resolvedProducts.products,
    herbs,
    legacyPages,
    doctors: input.doctors,
    aliases: categories.flatMap((c) => c.aliases),
    pagePaths,
    category: (slug: string) => categoryBySlug.get(slug),
    condition,
    product: (id: string) => productById.get(id),
    legacyPage: (slug: string) => legacyPages.find((p) => p.slug === slug),
    doctor: (id: string) => input.doctors.find((d) => d.id === id),
    herb: (id: string) => herbs.get(id),
    productsFor: (categorySlug: string) =>
      resolvedProducts.products.filter((p) => p.categories.includes(categorySlug) && !p.withheld),
  };
}

function toCondition(
  source: MarkdownFile<ConditionFrontMatter>,
  categorySlug: string,
  categoryHref: string,
  forChildren: boolean,
): Condition {
  const { data, slug, file, body } = source;
  let html: string | undefined;
  return {
    ...data,
    productsWithheld: productsWithheldFor(`${categorySlug}/${slug}`, forChildren),
    slug,
    categorySlug,
    href: `${categoryHref}/${slug}`,
    file,
    words: countWords(body),
    // Rendered when its page first asks: most importers (menus, the lead endpoint) need only names and links.
    get html() {
      return (html ??= renderMarkdown(body));
    },
  };
}

type Known = {
  productById: Map<string, ResolvedProduct>;
  doctors: Doctor[];
  condition: (categorySlug: string, slug: string) => Condition | undefined;
};

/** The content standard's rules for one condition page's front matter (docs/content-standard.md). */
function frontMatterProblems(c: Condition, known: Known): string[] {
  const self = `${c.categorySlug}/${c.slug}`;
  const errors = productProblems(c.products, {
    withheld: Boolean(c.productsWithheld),
    noneWanted: bySpecification.has(self),
    range: [3, 4],
    productById: known.productById,
  });
  for (const rel of c.related) {
    const [category = "", slug = ""] = rel.split("/");
    if (!known.condition(category, slug)) errors.push(`related page "${rel}" does not exist`);
    if (rel === self) errors.push("related pages must not include the page itself");
  }
  if (c.reviewedBy) {
    const problem = reviewerProblem(c.reviewedBy, c.categorySlug, known.doctors);
    if (problem) errors.push(`reviewedBy: ${problem}`);
  }
  return errors;
}

/**
 * What a page may suggest: 3 or 4 products (an older page up to 6), none on a page of
 * content/pages-without-products.ts or a child's page (herbs are chosen there in the consultation),
 * and never a product that is withheld (minerals or shilajit without heavy-metal test results).
 */
function productProblems(
  ids: string[],
  rules: { withheld: boolean; noneWanted: boolean; range: [number, number]; productById: Map<string, ResolvedProduct> },
): string[] {
  const errors: string[] = [];
  for (const id of ids) {
    const product = rules.productById.get(id);
    if (!product) errors.push(`unknown product "${id}"`);
    else if (product.withheld) errors.push(`suggests "${id}", which no page may suggest: ${product.withheld}`);
  }
  if (rules.withheld && ids.length)
    errors.push(
      `a serious disease's, a child's or a page of ${listFile} suggests no products (docs/content-standard.md)`,
    );
  else if (rules.noneWanted && ids.length) errors.push("this page suggests no products (docs/content-standard.md)");
  else if (!rules.withheld && !rules.noneWanted && (ids.length < rules.range[0] || ids.length > rules.range[1])) {
    errors.push(`suggest ${rules.range[0]} to ${rules.range[1]} products`);
  }
  return errors;
}

/** A product the page suggests whose own cautions rule out readers the page covers. */
function clashProblems(
  ids: string[],
  covers: readonly CoverageTerm[],
  productById: Map<string, ResolvedProduct>,
): string[] {
  return ids.flatMap((id) => {
    const product = productById.get(id);
    return product ? cautionClashes(product, covers).map((clash) => `suggests "${id}", but ${clash}`) : [];
  });
}

/** "₹1,499 / 100g": the display text for rupee prices (docs/content-standard.md). */
export function formatRupees(product: Pick<ResolvedProduct, "price" | "pack">): string {
  return `₹${product.price.toLocaleString("en-IN")} / ${product.pack}`;
}
