import type { DoctorInput } from "@/lib/catalogue";

/**
 * The roster of a store where no doctor was ever saved in the desk (/inbox/site/doctors, lib/site):
 * the first save there copies it into the store, which holds the doctors from then on. Fees are in
 * rupees (display only). Booking, the lead forms and the build's reviewer check still read this file.
 *
 * SAMPLE ROSTER: these six were written to show how the pages look; they are not real people.
 * Each is marked `registration: { status: "sample" }`, shown as a sample profile, and never named
 * as a reviewer or author. Replace or hide them in the desk (docs/content.md, Doctors);
 * `npm run preflight` refuses to pass while any listed sample remains.
 */
export const doctors: DoctorInput[] = [
  {
    id: "dr-rajesh-kumar",
    name: "Dr. Rajesh Kumar",
    specialization: "Panchakarma",
    experience: 22,
    registration: { status: "sample" },
    location: "Delhi",
    qualifications: ["BAMS", "MD (Ayurveda) in Panchakarma"],
    languages: ["English", "Hindi", "Punjabi"],
    consultationFee: 1500,
    description:
      "Dr. Rajesh Kumar plans seasonal cleansing and rejuvenation programmes built around each person's constitution and daily life. He explains every step of Panchakarma in advance, checks current medicines and health records first, and adapts home routines for people who cannot travel to a centre.",
  },
  {
    id: "dr-priya-sharma",
    name: "Dr. Priya Sharma",
    specialization: "Digestive Health",
    experience: 14,
    registration: { status: "sample" },
    location: "Mumbai",
    qualifications: ["BAMS", "MD (Ayurveda) in Kayachikitsa"],
    languages: ["English", "Hindi", "Marathi"],
    consultationFee: 1200,
    description:
      "Dr. Priya Sharma looks at digestion through Agni, the digestive fire, and starts with meal timing, food choices and sleep before adding herbs. She works alongside a patient's gastroenterologist or family doctor and reviews reports and prescriptions at the first consultation.",
  },
  {
    id: "dr-anjali-menon",
    name: "Dr. Anjali Menon",
    specialization: "Women's Health",
    experience: 16,
    registration: { status: "sample" },
    location: "Bangalore",
    qualifications: ["BAMS", "MD (Ayurveda) in Prasuti Tantra & Stri Roga"],
    languages: ["English", "Hindi", "Kannada", "Malayalam"],
    consultationFee: 1800,
    description:
      "Dr. Anjali Menon supports women through menstrual concerns, fertility planning, pregnancy, the postnatal months and menopause. Her plans combine diet, routine and classical herbs, and she takes particular care with herbs in pregnancy and alongside hormonal medicines.",
  },
  {
    id: "dr-vikram-patil",
    name: "Dr. Vikram Patil",
    specialization: "Joint & Bone",
    experience: 10,
    registration: { status: "sample" },
    location: "Pune",
    qualifications: ["BAMS", "MD (Ayurveda) in Kayachikitsa"],
    languages: ["English", "Hindi", "Marathi"],
    consultationFee: 1000,
    description:
      "Dr. Vikram Patil helps people with stiff, painful joints and back problems using Vata-balancing diet, gentle movement, oil massage and classical herbs. He asks about blood thinners and pain medicines before suggesting anything and encourages patients to keep their orthopaedic follow-ups.",
  },
  {
    id: "dr-lakshmi-nair",
    name: "Dr. Lakshmi Nair",
    specialization: "Mental Health & Stress",
    experience: 18,
    registration: { status: "sample" },
    location: "Kerala",
    qualifications: ["BAMS", "MD (Ayurveda) in Manovigyan evam Manasa Roga"],
    languages: ["English", "Hindi", "Malayalam"],
    consultationFee: 1300,
    description:
      "Dr. Lakshmi Nair works with stress, low mood, anxiety and poor sleep through daily routine, breathing practice, calming oils and herbs chosen with care. She asks about any antidepressants or sleep medicines first and works alongside a patient's psychiatrist or counsellor, never in place of one.",
  },
  {
    id: "dr-arjun-mehta",
    name: "Dr. Arjun Mehta",
    specialization: "Skin & Hair",
    experience: 8,
    registration: { status: "sample" },
    location: "Jaipur",
    qualifications: ["BAMS", "MD (Ayurveda) in Dravyaguna"],
    languages: ["English", "Hindi", "Rajasthani"],
    consultationFee: 900,
    description:
      "Dr. Arjun Mehta looks at skin and hair concerns as a reflection of digestion, blood and Pitta balance. He combines diet changes, simple herbal applications and internal herbs, and explains how long changes in skin and hair usually take before anyone can judge a plan.",
  },
];
