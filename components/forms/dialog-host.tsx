"use client";

import { useEffect, useRef, useState } from "react";
import { lazyDialog } from "@/components/shell/lazy-dialog";
import { LEAD_SENT_KEY, rememberVisitSource } from "@/lib/leads/visit-source";
import { registerConsultationHost } from "./consultation-trigger";
import type { Option } from "./fields";
import { autoPopupText, consultationPopupText } from "./popup-texts";

const useLeadDialog = lazyDialog(() => import("./lead-dialog"));

export const AUTO_POPUP_DELAY_MS = 7000;
export const POPUP_SHOWN_KEY = "consultationPopupShown";

/** Typing in a form, another dialog, or a key or click in the last two seconds holds the popup back. */
function visitorIsBusy(lastInput: number) {
  const active = document.activeElement;
  const typing = active instanceof HTMLElement && active.closest("input, textarea, select, [contenteditable=true]");
  const dialogOpen = document.querySelector("[role=dialog], [role=alertdialog]");
  return Boolean(typing || dialogOpen || Date.now() - lastInput < 2000);
}

function popupAllowed() {
  try {
    return !sessionStorage.getItem(POPUP_SHOWN_KEY) && !localStorage.getItem(LEAD_SENT_KEY);
  } catch {
    return false;
  }
}

/**
 * The site's two consultation popups: the one behind every 'Book Consultation' button, and
 * the automatic one, 7 s after the page loads, once per browser session, never over
 * another dialog, while the visitor types, or after they have sent a lead (docs/product.md).
 */
export function DialogHost({ consultationTypes }: { consultationTypes: Option[] }) {
  const consultation = useLeadDialog();
  const [initial, setInitial] = useState<Record<string, string>>();
  const auto = useLeadDialog();

  // The dialog's functions change with each render; the buttons call whichever is current.
  const current = useRef(consultation);
  current.current = consultation;
  useEffect(() => {
    rememberVisitSource();
    return registerConsultationHost(
      (values) => {
        setInitial(values);
        current.current.show();
      },
      () => current.current.preload(),
    );
  }, []);

  useEffect(() => {
    if (!popupAllowed()) return;
    let lastInput = 0;
    const onInput = () => (lastInput = Date.now());
    document.addEventListener("keydown", onInput, true);
    document.addEventListener("pointerdown", onInput, true);
    let timer = window.setTimeout(function attempt() {
      if (!popupAllowed()) return;
      if (visitorIsBusy(lastInput)) {
        timer = window.setTimeout(attempt, 1000);
        return;
      }
      sessionStorage.setItem(POPUP_SHOWN_KEY, "true");
      auto.show();
    }, AUTO_POPUP_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("keydown", onInput, true);
      document.removeEventListener("pointerdown", onInput, true);
    };
    // Once per page load: later navigations do not restart the clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      {consultation.render({ ...consultationPopupText, formType: "Consultation Popup", options: { consultationTypes }, initial })}
      {auto.render({ ...autoPopupText, formType: "Auto Popup" })}
    </>
  );
}
