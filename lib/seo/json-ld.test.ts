import { describe, expect, it } from "vitest";
import { catalogue } from "@/lib/catalogue";
import { blogPostingJsonLd, medicalWebPageJsonLd, physicianJsonLd, serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("cannot close the script element or open a comment, and still parses back", () => {
    const data = { "@type": "Thing", name: "</script><script>alert(1)</script> & <!--" };
    const out = serializeJsonLd(data);
    expect(out).not.toMatch(/<|>/);
    expect(JSON.parse(out)).toEqual(data);
  });
});

describe("physicianJsonLd", () => {
  it("describes each doctor as a Physician of the clinic, with no review stars", () => {
    for (const doctor of catalogue.doctors) {
      const data = physicianJsonLd(doctor);
      expect(data["@type"]).toBe("Physician");
      expect(data.name).toBe(doctor.name);
      expect(data.knowsLanguage).toEqual(doctor.languages);
      expect(JSON.stringify(data)).not.toMatch(/aggregateRating|"review"|ratingValue/);
    }
  });
});

describe("article and condition pages", () => {
  const sample = catalogue.doctors[0]!;
  const confirmed = {
    ...sample,
    registration: {
      status: "confirmed",
      body: "Board of Indian Medicine, Test State",
      number: "TEST-1",
      confirmedOn: "2026-11-01",
    },
  } as typeof sample;

  it("a blog article carries its image and its publisher, and names no sample doctor as author", () => {
    const post = {
      title: "Agni: everyday habits",
      description: "d",
      published: "2026-01-02",
      updated: "2026-03-04",
      path: "/blogs/agni",
      image: "/share/blogs/agni.png",
    };
    const data = blogPostingJsonLd(post, sample);
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      image: expect.stringMatching(/\/share\/blogs\/agni\.png$/),
      publisher: { "@type": "MedicalClinic" },
      author: { "@type": "Organization" },
    });
    expect(blogPostingJsonLd(post, confirmed).author).toEqual({ "@type": "Person", name: sample.name });
  });

  it("a condition page is a MedicalWebPage about a MedicalCondition, reviewed only by a confirmed doctor", () => {
    const page = {
      title: "Acid Reflux / GERD",
      summary: "s",
      description: "d",
      path: "/consultations/x/y",
      image: "/share/consultations/x/y.png",
      updated: "2026-11-22",
    };
    const unreviewed = medicalWebPageJsonLd({ ...page, reviewer: sample });
    expect(unreviewed).toMatchObject({
      "@type": "MedicalWebPage",
      about: { "@type": "MedicalCondition", name: "Acid Reflux / GERD" },
      dateModified: "2026-11-22",
    });
    expect(unreviewed.reviewedBy).toBeUndefined();
    expect(unreviewed.lastReviewed).toBeUndefined();
    expect(medicalWebPageJsonLd({ ...page, reviewer: confirmed })).toMatchObject({
      reviewedBy: { "@type": "Person", name: sample.name },
      lastReviewed: "2026-11-22",
    });
  });
});
