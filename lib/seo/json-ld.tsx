import type { Category, Condition, Doctor } from "@/lib/catalogue";
import { confirmedRegistration } from "@/lib/catalogue";
import type { SiteSettings } from "@/lib/site";
import { siteConfig } from "@/lib/site-config";

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue | undefined };
type Thing = { "@context"?: "https://schema.org"; "@type": string } & { [key: string]: JsonValue | undefined };

/** Serialises structured data so that no string in it can close the <script> element. */
export function serializeJsonLd(data: Thing | Thing[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function JsonLd({ data }: { data: Thing | Thing[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

export const absoluteUrl = (path: string) => `${siteConfig.url}${path === "/" ? "" : path}` || siteConfig.url;

/** The clinic itself, on every page. No ratings: stars belong to products only (docs/content-standard.md). */
export function clinicJsonLd(site: SiteSettings): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "MedicalClinic",
    "@id": `${site.url}/#clinic`,
    name: site.name,
    description: site.words.description,
    url: site.url,
    telephone: site.phoneDial,
    email: site.email,
    medicalSpecialty: "Ayurveda",
    address: {
      "@type": "PostalAddress",
      addressLocality: site.office.city,
      addressRegion: site.office.region,
      addressCountry: site.office.countryCode,
    },
    sameAs: site.social.length ? site.social.map((s) => s.href) : undefined,
  };
}

/**
 * A doctor of the clinic, only once the clinic has confirmed them (decision 020). No
 * aggregateRating or review: stars in search results belong to products only (docs/content-standard.md).
 */
export function physicianJsonLd(doctor: Doctor, pagePath = "/doctors"): Thing {
  const url = `${absoluteUrl(pagePath)}#${doctor.id}`;
  return {
    "@context": "https://schema.org",
    "@type": "Physician",
    "@id": url,
    url,
    name: doctor.name,
    description: doctor.description,
    medicalSpecialty: "Ayurveda",
    knowsAbout: [doctor.specialization, "Ayurveda"],
    knowsLanguage: doctor.languages,
    hasCredential: doctor.qualifications.map((name) => ({
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "degree",
      name,
    })),
    address: { "@type": "PostalAddress", addressLocality: doctor.location, addressCountry: "IN" },
    parentOrganization: { "@type": "MedicalClinic", "@id": `${siteConfig.url}/#clinic` },
    isAcceptingNewPatients: true,
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function categoryTrail(category: Category, condition?: Condition) {
  return [
    { name: "Home", path: "/" },
    { name: "Consultations", path: "/consultations" },
    { name: category.name, path: category.href },
    ...(condition ? [{ name: condition.title, path: condition.href }] : []),
  ];
}

const clinicRef = () => ({
  "@type": "MedicalClinic",
  "@id": `${siteConfig.url}/#clinic`,
  name: siteConfig.name,
  url: siteConfig.url,
});

/** Who stands behind a page: a confirmed doctor by name, otherwise the clinic's editorial team (decision 020). */
const responsible = (doctor: Doctor | undefined): Thing =>
  doctor && confirmedRegistration(doctor)
    ? { "@type": "Person", name: doctor.name }
    : { "@type": "Organization", name: `${siteConfig.name} editorial team`, url: absoluteUrl("/editorial-policy") };

/** A blog article as Google's article guidelines ask: headline, image, dates, author and publisher. */
export function blogPostingJsonLd(
  post: { title: string; description: string; published: string; updated: string; path: string; image: string },
  author?: Doctor,
): Thing {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    image: absoluteUrl(post.image),
    datePublished: post.published,
    dateModified: post.updated,
    author: responsible(author),
    publisher: clinicRef(),
    mainEntityOfPage: absoluteUrl(post.path),
  };
}

/**
 * A page about one condition: a MedicalWebPage about a MedicalCondition, for patients. It
 * names a reviewer, with the day of the review, only when the clinic has confirmed that doctor.
 */
export function medicalWebPageJsonLd(page: {
  title: string;
  summary: string;
  description: string;
  path: string;
  image: string;
  updated?: string;
  reviewer?: Doctor;
}): Thing {
  const reviewed = page.reviewer && confirmedRegistration(page.reviewer);
  return {
    "@context": "https://schema.org",
    "@type": "MedicalWebPage",
    name: page.title,
    description: page.description,
    url: absoluteUrl(page.path),
    image: absoluteUrl(page.image),
    about: { "@type": "MedicalCondition", name: page.title, description: page.summary },
    audience: { "@type": "MedicalAudience", audienceType: "Patient" },
    dateModified: page.updated,
    reviewedBy: reviewed ? responsible(page.reviewer) : undefined,
    lastReviewed: reviewed ? page.updated : undefined,
    publisher: clinicRef(),
  };
}
