"use client";

import { Grid3x3 } from "lucide-react";
import { earlyClick } from "./early-clicks";
import { lazyDialog } from "./lazy-dialog";

const useDialpad = lazyDialog<{ phone: string; dial: string }>(() => import("./dialpad"));

export function DialpadButton({ phone, dial }: { phone: string; dial: string }) {
  const dialpad = useDialpad();
  return (
    <>
      <button
        {...earlyClick}
        type="button"
        className="hidden size-11 items-center justify-center rounded-full text-ink hover:bg-highlight-soft xl:inline-flex"
        aria-label="Open dialpad"
        aria-haspopup="dialog"
        onPointerEnter={dialpad.preload}
        onFocus={dialpad.preload}
        onClick={dialpad.show}
      >
        <Grid3x3 aria-hidden className="size-5" />
      </button>
      {dialpad.render({ phone, dial })}
    </>
  );
}
