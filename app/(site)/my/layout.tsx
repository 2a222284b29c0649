import { NoPopup } from "@/components/shell/no-popup";

/** The patient's page, "Send me my link" and the not-valid page: no automatic popup over a patient's own business. */
export default function PatientLayout({ children }: { children: React.ReactNode }) {
  return <NoPopup>{children}</NoPopup>;
}
