import { describe, expect, it } from "vitest";
import { catalogue } from "@/lib/catalogue";
import { doctorFacets, doctorQueryHref, emptyDoctorQuery, matchesDoctorQuery, parseDoctorQuery } from "./search";

const doctors = catalogue.doctors;
const facets = doctorFacets(doctors);
const find = (query: Partial<typeof emptyDoctorQuery>) =>
  doctors.filter((d) => matchesDoctorQuery(d, { ...emptyDoctorQuery, ...query })).map((d) => d.name);

describe("doctor search", () => {
  it("offers each specialisation and location once, sorted", () => {
    expect(facets.specializations).toEqual([...new Set(doctors.map((d) => d.specialization))].sort());
    expect(facets.locations).toHaveLength(new Set(doctors.map((d) => d.location)).size);
    expect(facets.locations).toEqual([...facets.locations].sort());
  });

  it("finds a doctor by name whatever the case, accents or 'Dr.' prefix", () => {
    expect(find({ q: "priya" })).toEqual(["Dr. Priya Sharma"]);
    expect(find({ q: "  DR. PRÍYA  " })).toEqual(["Dr. Priya Sharma"]);
    expect(find({ q: "sharma priya" })).toEqual(["Dr. Priya Sharma"]);
  });

  it("finds doctors by specialisation, and everyone for an empty search", () => {
    expect(find({ q: "women" })).toEqual(["Dr. Anjali Menon"]);
    expect(find({ q: "" })).toHaveLength(doctors.length);
    expect(find({ q: "dr" })).toHaveLength(doctors.length);
  });

  it("combines the search with the specialisation and location filters", () => {
    expect(find({ location: "Mumbai" })).toEqual(["Dr. Priya Sharma"]);
    expect(find({ specialization: "Skin & Hair", location: "Jaipur" })).toEqual(["Dr. Arjun Mehta"]);
    expect(find({ specialization: "Skin & Hair", location: "Delhi" })).toEqual([]);
    expect(find({ q: "nobody like this" })).toEqual([]);
  });

  it("reads the query from the URL, dropping values the site does not have", () => {
    expect(
      parseDoctorQuery({ q: ["priya", "x"], specialization: "Skin & Hair", location: "Atlantis" }, facets),
    ).toEqual({
      q: "priya",
      specialization: "Skin & Hair",
      location: "",
    });
    expect(parseDoctorQuery({}, facets)).toEqual(emptyDoctorQuery);
  });

  it("writes the query back as a shareable address without empty fields", () => {
    expect(doctorQueryHref(emptyDoctorQuery)).toBe("/doctors");
    expect(doctorQueryHref({ q: " gut ", specialization: "", location: "Pune" })).toBe("/doctors?q=gut&location=Pune");
  });
});
