"use client";

import { lazyDialog } from "@/components/shell/lazy-dialog";
import { stripPopupText } from "@/components/forms/popup-texts";

const useStripDialog = lazyDialog(() => import("@/components/forms/lead-dialog"));

/**
 * The promo strip's consultation form in a dialog; before JavaScript, a link to the homepage
 * form. `doctor` is the desk's words for the doctor ("a certified Ayurvedic doctor" once confirmed).
 */
export function StripConsultationButton({ fallbackHref, doctor }: { fallbackHref: string; doctor: string }) {
  const dialog = useStripDialog();
  return (
    <>
      <a
        href={fallbackHref}
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
        onClick={(event) => {
          event.preventDefault();
          dialog.show();
        }}
        className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-white px-5 text-sm font-semibold whitespace-nowrap text-brand hover:bg-highlight"
      >
        Claim your free consultation
      </a>
      {dialog.render({ ...stripPopupText(doctor), formType: "Banner Strip Consultation Form" })}
    </>
  );
}
