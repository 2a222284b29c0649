import type { Contact } from "@/lib/site";

/**
 * The contact form's fields, in the order shown, with the longest value each takes plus one, so
 * that a value typed too long reaches the check and is refused with its message, not cut short.
 */
export const contactFields: ReadonlyArray<{
  name: keyof Contact;
  label: string;
  hint?: string;
  max: number;
  type?: "email" | "tel" | "url";
}> = [
  {
    name: "name",
    label: "Clinic's name",
    hint: "The brand on every page, in the header, the footer and the titles.",
    max: 81,
  },
  { name: "phone", label: "Phone", hint: "As visitors should read it: +91 120 456 7890.", max: 41, type: "tel" },
  { name: "email", label: "E-mail", max: 201, type: "email" },
  {
    name: "whatsapp",
    label: "WhatsApp number",
    hint: "International format, digits only (919876543210); empty, no WhatsApp link appears anywhere.",
    max: 16,
  },
  {
    name: "address",
    label: "Office address",
    hint: "The full postal address for the contact page; empty, it names the city once confirmed below, else India.",
    max: 301,
  },
  { name: "region", label: "State", hint: "Shown beside the city once the city is confirmed.", max: 81 },
  {
    name: "responseTime",
    label: "Response time",
    hint: "How soon the team answers, as the contact page says it: 24-48 hours on working days.",
    max: 81,
  },
  {
    name: "workingHours",
    label: "Working hours",
    hint: "Optional, shown on the contact page: Monday to Saturday, 9:00-18:00 India time.",
    max: 161,
  },
  { name: "facebook", label: "Facebook page", hint: "https:// address, none, or empty.", max: 201, type: "url" },
  { name: "instagram", label: "Instagram profile", hint: "https:// address, none, or empty.", max: 201, type: "url" },
  { name: "youtube", label: "YouTube channel", hint: "https:// address, none, or empty.", max: 201, type: "url" },
  { name: "linkedin", label: "LinkedIn page", hint: "https:// address, none, or empty.", max: 201, type: "url" },
];
