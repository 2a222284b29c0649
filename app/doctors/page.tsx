import { DoctorCard } from "@/components/doctors/doctor-card";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { catalogue } from "@/lib/catalogue";
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
      </Container>
    </>
  );
}
