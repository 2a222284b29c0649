"use client";

import { useEffect, useEffectEvent } from "react";
import { lazyDialog } from "@/components/shell/lazy-dialog";
import { LEAD_SENT_KEY, rememberVisitSource } from "@/lib/leads/client";
import { autoPopupText } from "./popup-texts";

const useLeadDialog = lazyDialog(() => import("./lead-dialog"));

const AUTO_POPUP_DELAY_MS = 7000;
const POPUP_SHOWN_KEY = "consultationPopupShown";

/** Typing in a form, another dialog, or a key or click in the last two seconds holds the popup back. */
function visitorIsBusy(lastInput: number) {
  const active = document.activeElement;
  const typing = active instanceof HTMLElement && active.closest("input, textarea, select, [contenteditable=true]");
  const dialogOpen = document.querySelector("[role=dialog], [role=alertdialog]");
  return Boolean(typing || dialogOpen || Date.now() - lastInput < 2000);
}

function popupAllowed() {
  // A page that is not there, or where the visitor is booking or looking at a booking, is no
  // place to ask for their details again (docs/product.md): such pages carry data-no-popup.
  if (document.querySelector("[data-no-popup]")) return false;
  try {
    return !sessionStorage.getItem(POPUP_SHOWN_KEY) && !localStorage.getItem(LEAD_SENT_KEY);
  } catch {
    return false;
  }
}

/**
 * The automatic consultation popup, 7 s after the page loads, once per browser session, never
 * over another dialog, while the visitor types, or after they have sent a lead (docs/product.md).
 * No button opens a request popup: every "Book" button leads to the slot picker, whose page has
 * the request form below it (docs/booking.md, Entry points). `doctor` is the desk's words for
 * the doctor ("a certified Ayurvedic doctor" once confirmed).
 */
export function DialogHost({ doctor }: { doctor: string }) {
  const auto = useLeadDialog();

  // The dialog's functions change with each render; these always call the current ones.
  const showAutoPopup = useEffectEvent(() => auto.show());
  const preloadAutoPopup = useEffectEvent(() => void auto.preload());

  useEffect(() => {
    rememberVisitSource();
  }, []);

  // Once per page load: later navigations within the site do not restart the clock.
  useEffect(() => {
    if (!popupAllowed()) return;
    let lastInput = 0;
    const onInput = () => (lastInput = Date.now());
    document.addEventListener("keydown", onInput, true);
    document.addEventListener("pointerdown", onInput, true);
    // 7 s from the navigation's start (the origin of performance.now()), as the visitor counts
    // them: this effect runs only once the scripts have, after the first paint (decision 040).
    // The dialog's code a second ahead, so it is here when the popup opens: fetched at the
    // moment of opening, a drawer the visitor opened meanwhile would end up under it.
    const preload = window.setTimeout(preloadAutoPopup, AUTO_POPUP_DELAY_MS - 1000 - performance.now());
    let timer = window.setTimeout(function attempt() {
      if (!popupAllowed()) return;
      if (visitorIsBusy(lastInput)) {
        timer = window.setTimeout(attempt, 1000);
        return;
      }
      sessionStorage.setItem(POPUP_SHOWN_KEY, "true");
      showAutoPopup();
    }, AUTO_POPUP_DELAY_MS - performance.now());
    return () => {
      window.clearTimeout(preload);
      window.clearTimeout(timer);
      document.removeEventListener("keydown", onInput, true);
      document.removeEventListener("pointerdown", onInput, true);
    };
  }, []);

  return auto.render({ ...autoPopupText(doctor), formType: "Auto Popup" });
}
