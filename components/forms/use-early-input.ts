"use client";

import { useEffect, useEffectEvent, type RefObject } from "react";
import { formValues } from "@/components/ui/form-values";
import { digitsOnly } from "./field-view";

/**
 * What the visitor typed, chose or ticked before the scripts arrived becomes the form's state,
 * once, after hydration: otherwise the first keystroke would put the starting values back, and a
 * consent box ticked early would come back unticked. `onType` is the form's own setter.
 */
export function useEarlyInput(
  formRef: RefObject<HTMLFormElement | null>,
  values: Record<string, string>,
  onType: (name: string, value: string) => void,
) {
  const adopt = useEffectEvent(() => {
    if (!formRef.current) return;
    for (const [name, value] of Object.entries(formValues(formRef.current))) {
      const kept = name === "phone" ? digitsOnly(value) : value;
      if (name in values && kept !== values[name]) onType(name, kept);
    }
  });
  useEffect(() => adopt(), []);
}
