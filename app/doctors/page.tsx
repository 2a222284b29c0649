import { DoctorCard } from "@/components/doctors/doctor-card";
import { LeadForm } from "@/components/forms/lead-form";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { catalogue } from "@/lib/catalogue";
import { doctorOptions } from "@/lib/catalogue/options";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Our Ayurvedic Doctors",
  description: "Meet our certified Ayurvedic doctors in India: Panchakarma, digestive health, women's health, joints, mental health, skin and hair. Consult online.",
  path: "/doctors",
});

export default function DoctorsPage() {
  return (
    <>
      <PageHeader eyebrow="Our doctors" title="Certified Ayurvedic doctors, one call away">
        <p>Each of our doctors holds a degree in Ayurvedic medicine and consults by video or phone in English, Hindi and a regional language.</p>
      </PageHeader>
      <Container className="py-12">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {catalogue.doctors.map((doctor) => (
            <li key={doctor.id}>
              <DoctorCard doctor={doctor} />
            </li>
          ))}
        </ul>
        <section
          id="book-appointment"
          aria-labelledby="book-appointment-title"
          className="mx-auto mt-14 max-w-3xl scroll-mt-24 rounded-2xl border border-line bg-white p-6 shadow-sm md:p-8"
        >
          <h2 id="book-appointment-title" className="text-3xl">Book an appointment</h2>
          <p className="mt-2">Choose a doctor and a day that suits you. We confirm the time with you by phone or e-mail.</p>
          <LeadForm
            formType="Doctor Booking"
            submitLabel="Book Appointment"
            options={{ doctors: doctorOptions() }}
            columns={2}
            className="mt-6"
          />
        </section>
      </Container>
    </>
  );
}
