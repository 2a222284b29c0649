import "server-only";
import { herbCautions } from "@/content/herb-cautions";
import { faqs } from "@/content/faq";
import { doshaPage } from "@/content/dosha";
import { catalogue, herbsNamedIn, legacyPageHref } from "@/lib/catalogue";
import { allPosts } from "@/lib/content/blog";
import { fillTokens, getPage } from "@/lib/content/pages";
import { staticPages } from "@/lib/static-pages";
import { faqAnchor } from "@/lib/search/faq-anchor";
import type { SearchDocument } from "./engine";

/**
 * Everything the site search can find, read from the same sources as the pages themselves
 * (decision 028): the catalogue's categories, conditions, older pages and products, the blog,
 * the FAQ, the policy pages and the dosha self-assessment. Server only: it reads the content.
 */

/**
 * How much of an older page's text the index holds. Articles give their headings only: with
 * titles, keywords and summaries they find every query of the relevance table, and each
 * further hundred words of text would add about 10 KB to what the browser fetches.
 */
const bodyWords = 60;

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&(?:amp|#38);/g, "&")
    .replace(/&(?:quot|#34);/g, '"')
    .replace(/&(?:#39|apos|rsquo|lsquo);/g, "'")
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** An article's headings: what it is about, without the weight of every paragraph. */
function articleBody(html: string): string {
  return [...html.matchAll(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)].map((m) => plain(m[1] ?? "")).join(" ");
}

/** Cuts a text at a word boundary near `max` characters. */
function excerpt(text: string, max = 180): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20)).replace(/[,;:.\s]+$/, "")}…`;
}

/**
 * A result that names a herb with cautions shows them, as every page does (docs/content-standard.md,
 * "Herbs with known risks carry their caution wherever they are named").
 */
function cautionsFor(shown: string): Pick<SearchDocument, "cautions" | "cautionsFor"> {
  const herbs = herbsNamedIn(shown, catalogue.herbs)
    .map((id) => catalogue.herb(id)!)
    .filter((herb) => herb.allCautions.length > 0);
  if (!herbs.length) return {};
  const keys = [...new Set(herbs.flatMap((h) => h.allCautions))];
  return { cautions: keys.map((key) => herbCautions[key].who), cautionsFor: herbs.map((h) => h.id).join(" ") };
}

/** Results show two lines or so under the title: the index stores no more, which keeps it small. */
function finish(doc: SearchDocument): SearchDocument {
  const shown = { ...doc, summary: excerpt(doc.summary, 170) };
  return shown.cautions ? shown : { ...shown, ...cautionsFor(`${shown.title}. ${shown.summary}`) };
}

export function searchDocuments(): SearchDocument[] {
  const categoryName = new Map(catalogue.categories.map((c) => [c.slug, c.name]));
  const docs: SearchDocument[] = [];

  for (const category of catalogue.categories) {
    docs.push({
      id: category.href,
      kind: "category",
      title: category.name,
      href: category.href,
      summary: category.subtitle,
      keywords: [category.shortName, ...category.conditions.map((c) => c.title)].join(" "),
      body: [category.description, ...category.offerings].join(" "),
    });
  }

  /** The pages that show each product: a product is found where a visitor can read about it. */
  const shownOn = new Map<string, { href: string; title: string }>();

  for (const condition of catalogue.conditions) {
    docs.push({
      id: condition.href,
      kind: "condition",
      title: condition.title,
      href: condition.href,
      summary: condition.summary,
      context: categoryName.get(condition.categorySlug),
      keywords: [...condition.keywords, condition.description].join(" "),
      body: articleBody(condition.html),
    });
    for (const id of condition.products)
      if (!shownOn.has(id)) shownOn.set(id, { href: condition.href, title: condition.title });
  }

  for (const page of catalogue.legacyPages) {
    const href = legacyPageHref(page.slug);
    docs.push({
      id: href,
      kind: "page",
      title: page.title,
      href,
      summary: page.description,
      context: categoryName.get(page.relatedCategory),
      keywords: page.slug.replace(/-/g, " "),
      body: page.ayurvedicInfo.join(" ").split(" ").slice(0, bodyWords).join(" "),
    });
    for (const id of page.products) if (!shownOn.has(id)) shownOn.set(id, { href, title: page.title });
  }

  // Only products a page may suggest, found on the first page that shows them: never beside a
  // disease's name they are not suggested for, never withheld ones (docs/content-standard.md).
  for (const product of catalogue.products) {
    const page = shownOn.get(product.id);
    if (!page || product.withheld) continue;
    docs.push({
      id: `product:${product.id}`,
      kind: "product",
      title: product.name,
      href: page.href,
      summary: product.appliedTo === "skin" ? `${product.use} For use on the skin only.` : product.use,
      context: `on ${page.title}`,
      keywords: [product.form, ...product.ingredientNames].join(" "),
      ...(product.cautions.length
        ? { cautions: product.cautions.map((key) => herbCautions[key].who), cautionsFor: product.ingredients.join(" ") }
        : {}),
    });
  }

  for (const post of allPosts()) {
    const href = `/blogs/${post.slug}`;
    docs.push({
      id: href,
      kind: "article",
      title: post.title,
      href,
      summary: post.excerpt,
      context: post.category,
      keywords: [...post.tags, post.description].join(" "),
      body: articleBody(post.html),
    });
  }

  for (const faq of faqs) {
    const question = fillTokens(faq.question);
    docs.push({
      id: `faq:${faqAnchor(question)}`,
      kind: "faq",
      title: question,
      href: `/faq#${faqAnchor(question)}`,
      summary: excerpt(fillTokens(faq.answer)),
      body: fillTokens(faq.answer),
    });
  }

  for (const slug of ["shipping", "refund", "privacy", "terms", "disclaimer", "editorial-policy", "about"]) {
    const page = getPage(slug);
    const href = `/${slug}`;
    docs.push({
      id: href,
      kind: "policy",
      title: page.title,
      href,
      summary: page.description,
      body: articleBody(page.html),
    });
  }

  const assessment = staticPages.doshaAssessment.href;
  docs.push({
    id: assessment,
    kind: "tool",
    title: doshaPage.title,
    href: assessment,
    summary: doshaPage.description,
    keywords: "dosha self-assessment quiz test prakriti constitution vata pitta kapha body type",
  });

  return docs.map(finish);
}
