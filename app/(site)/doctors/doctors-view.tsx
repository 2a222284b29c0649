import { DoctorCard } from "@/components/doctors/doctor-card";
import { DoctorDirectory } from "@/components/doctors/doctor-directory";
import { SampleRosterNotice } from "@/components/doctors/sample-roster-notice";
import { LeadForm } from "@/components/forms/lead-form";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { doctorOptions } from "@/lib/leads";
import { doctorFacets, parseDoctorQuery } from "@/lib/doctors/search";
import { type SearchParams } from "@/lib/filters/query";
import { absoluteUrl, JsonLd, physicianJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { liveDoctors, liveSite, photoPath } from "@/lib/site";

/** The description calls the doctors "certified" (or as confirmed) only once the desk confirms it (tagged site:claims). */
export async function doctorsMetadata() {
  const { words } = await liveSite();
  return pageMetadata({
    title: "Our Ayurvedic Doctors",
    description: `Meet our ${words.certified}Ayurvedic doctors in India: Panchakarma, digestive health, women's health, joints, mental health, skin and hair. Consult online.`,
    path: "/doctors",
  });
}

/** The roster is the desk's (lib/site, tagged site:doctors): a save there renders this page again. */
export async function DoctorsView({ params }: { params: SearchParams }) {
  const [{ words }, doctors] = await Promise.all([liveSite(), liveDoctors()]);
  const { AyurvedicDoctors } = words;
  const facets = doctorFacets(doctors);
  const confirmed = doctors.filter((doctor) => doctor.registration.status === "confirmed");
  const query = parseDoctorQuery(params, facets);
  const chosen = typeof params.doctor === "string" && doctors.some((d) => d.id === params.doctor) ? params.doctor : "";
  return (
    <>
      {/* Structured data describes real people only: sample profiles get none. */}
      {confirmed.length ? (
        <JsonLd
          data={confirmed.map((doctor) => ({
            ...physicianJsonLd(doctor),
            ...(doctor.photo ? { image: absoluteUrl(photoPath(doctor.photo.hash, 256)) } : {}),
          }))}
        />
      ) : null}
      <PageHeader eyebrow="Our doctors" title={`${AyurvedicDoctors}, one call away`}>
        <p>
          Each of our doctors holds a degree in Ayurvedic medicine, is registered in India, and consults by video or
          phone.
        </p>
      </PageHeader>
      <Container className="py-12">
        <SampleRosterNotice doctors={doctors} className="mb-8" />
        <DoctorDirectory
          initial={query}
          specializations={facets.specializations}
          locations={facets.locations}
          doctors={doctors.map((doctor) => ({
            id: doctor.id,
            name: doctor.name,
            specialization: doctor.specialization,
            location: doctor.location,
            // The picker with this doctor chosen; while the doctor cannot be booked it sends the visitor on to the form below, with the doctor chosen.
            card: <DoctorCard doctor={doctor} heading="h2" bookHref={`/book-consultation?doctor=${doctor.id}`} />,
          }))}
        />
        <section
          id="book-appointment"
          aria-labelledby="book-appointment-title"
          className="mx-auto mt-14 max-w-3xl scroll-mt-24 rounded-2xl border border-line bg-white p-6 shadow-sm md:p-8"
        >
          <h2 id="book-appointment-title" className="text-3xl">
            Book an appointment
          </h2>
          <p className="mt-2">
            Choose a doctor and a day that suits you. We confirm the time with you by phone or e-mail.
          </p>
          <LeadForm
            // A card's 'Book an appointment' starts the form with that doctor chosen.
            key={chosen}
            initial={chosen ? { doctorId: chosen } : undefined}
            formType="Doctor Booking"
            submitLabel="Book Appointment"
            // The lead form's choice is still content/doctors.ts's (lib/leads): only those the desk still shows.
            options={{ doctors: doctorOptions().filter((option) => doctors.some((d) => d.id === option.value)) }}
            columns={2}
            className="mt-6"
          />
        </section>
      </Container>
    </>
  );
}
