"use client";

import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { ChevronDown } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { choosePlacement, type Placement } from "@/lib/filters/placement";
import { sameValues, toggleValue, type FilterOption } from "@/lib/filters/selection";
import { cn } from "@/lib/utils";

type Props = {
  /** The trigger's text, e.g. 'Filter by Health Concern'; also names the group of checkboxes. */
  label: string;
  /** The repeatable query parameter the checkboxes submit, e.g. "concern". */
  param: string;
  options: FilterOption[];
  selected: string[];
  /** The page the form submits to before JavaScript; also where Clear All leads then. */
  action: string;
  onChange: (selected: string[]) => void;
};

const trigger =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-brand bg-white px-5 py-2.5 text-sm font-semibold text-brand hover:bg-highlight-soft aria-expanded:bg-highlight-soft";
const panel = "absolute left-0 z-30 flex max-h-[40vh] w-56 flex-col rounded-xl border border-line bg-white shadow-lg";
const gap = 8;

/**
 * The blog's and the products page's filter. Before JavaScript it is a GET form: a
 * native <details> opens the checkboxes, Done submits them and Clear All is a link, so
 * the server renders the filtered page. Once hydrated it becomes a disclosure whose
 * checkboxes apply at once (the owner updates the results and the URL); Done, Escape
 * and a click outside close it.
 */
export function FilterDropdown({ label, param, options, selected, action, onChange }: Props) {
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<Placement>("down");
  const root = useRef<HTMLFormElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const panelId = useId();

  // Swapping the native form for the enhanced one must not lose what the visitor did
  // while scripts were loading: the boxes they ticked, an open panel, the focus. This runs
  // once, after hydration and before the swap; later renders are driven by state.
  const adoptWhatTheVisitorDid = useEffectEvent(() => {
    const form = root.current;
    const checked = form ? new FormData(form).getAll(param) : [];
    const ticked = options.filter((o) => checked.includes(o.value)).map((o) => o.value);
    refocus.current = Boolean(form?.contains(document.activeElement));
    if (details.current?.open) setOpen(true);
    if (!sameValues(ticked, selected)) onChange(ticked);
  });
  useEffect(() => adoptWhatTheVisitorDid(), []);

  useEffect(() => {
    if (enhanced && refocus.current) button.current?.focus();
  }, [enhanced]);

  // Measured before paint, so the panel never flashes on the wrong side. The area the
  // sticky header covers is the page's scroll-padding-top, and does not count as room.
  useLayoutEffect(() => {
    if (!open || !button.current || !box.current) return;
    const rect = button.current.getBoundingClientRect();
    const covered = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    setPlacement(
      choosePlacement({
        panelHeight: box.current.offsetHeight,
        roomBelow: window.innerHeight - rect.bottom - gap,
        roomAbove: rect.top - covered - gap,
      }),
    );
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  // The trigger's name becomes "Filter by Category 2 selected": the label stays first, as it is seen.
  const count = selected.length ? (
    <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand px-1.5 text-xs leading-6 text-white">
      {selected.length}
      <span className="sr-only"> selected</span>
    </span>
  ) : null;
  const chevron = (turned: boolean) => (
    <ChevronDown
      aria-hidden
      className={cn("size-4 shrink-0 transition-transform motion-reduce:transition-none", turned && "rotate-180")}
    />
  );

  const body = (mode: "native" | "enhanced") => (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-1.5">
        <fieldset>
          <legend className="sr-only">{label}</legend>
          {options.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-ink hover:bg-highlight-soft"
            >
              <input
                type="checkbox"
                name={param}
                value={option.value}
                className="size-5 shrink-0 cursor-pointer accent-brand"
                {...(mode === "native"
                  ? { defaultChecked: selected.includes(option.value) }
                  : {
                      checked: selected.includes(option.value),
                      onChange: () => onChange(toggleValue(selected, option.value, options)),
                    })}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="flex items-center justify-end gap-2 border-t border-line p-2">
        {selected.length === 0 ? null : mode === "native" ? (
          <a href={action} className={cn(buttonVariants({ variant: "ghost" }), "mr-auto px-3")}>
            Clear All
          </a>
        ) : (
          <button
            type="button"
            className={cn(buttonVariants({ variant: "ghost" }), "mr-auto px-3")}
            onClick={() => {
              onChange([]);
              // The button leaves with the selection; the list is where the visitor goes next.
              box.current?.querySelector("input")?.focus();
            }}
          >
            Clear All
          </button>
        )}
        <button type="submit" className={buttonVariants()}>
          Done
        </button>
      </div>
    </>
  );

  return (
    <form
      ref={root}
      method="get"
      action={action}
      className="relative inline-block"
      onSubmit={
        enhanced
          ? (event) => {
              event.preventDefault();
              close();
            }
          : undefined
      }
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          close();
        }
      }}
      onBlur={(event) => {
        // Tabbing away must not leave the panel covering what now has focus.
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      {enhanced ? (
        <>
          <button
            ref={button}
            type="button"
            className={trigger}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {label}
            {count}
            {chevron(open)}
          </button>
          <div
            ref={box}
            id={panelId}
            hidden={!open}
            className={cn(panel, placement === "up" ? "bottom-full mb-2" : "top-full mt-2")}
            data-placement={placement}
          >
            {body("enhanced")}
          </div>
        </>
      ) : (
        <details ref={details} className="group">
          <summary className={cn(trigger, "list-none [&::-webkit-details-marker]:hidden")}>
            {label}
            {count}
            <ChevronDown aria-hidden className="size-4 shrink-0 group-open:rotate-180" />
          </summary>
          <div id={panelId} className={cn(panel, "top-full mt-2")}>
            {body("native")}
          </div>
        </details>
      )}
    </form>
  );
}
