import { DialogHost } from "@/components/forms/dialog-host";
import { SiteFrame } from "@/components/shell/site-frame";
import { consultationTypeOptions } from "@/lib/catalogue/options";
import { clinicJsonLd, JsonLd } from "@/lib/seo/json-ld";

/** The public site: its frame, the consultation popups, and the clinic's structured data on every page. */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteFrame>{children}</SiteFrame>
      <DialogHost consultationTypes={consultationTypeOptions()} />
      <JsonLd data={clinicJsonLd()} />
    </>
  );
}
