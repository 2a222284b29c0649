"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { controlClass } from "@/components/ui/control";
import { formValues } from "@/components/ui/form-values";
import { resultSummary } from "@/lib/filters/summary";
import {
  doctorQueryHref,
  emptyDoctorQuery,
  isFiltered,
  matchesDoctorQuery,
  type DoctorQuery,
} from "@/lib/doctors/search";
import { cn } from "@/lib/utils";

export type DirectoryEntry = {
  id: string;
  name: string;
  specialization: string;
  location: string;
  card: React.ReactNode;
};

/**
 * Search and filters over the doctors' cards. Before JavaScript it is a GET form that the
 * server answers with the filtered list; once hydrated it filters as the visitor types and
 * keeps the address in step, so a filtered view can be shared.
 */
export function DoctorDirectory({
  doctors,
  specializations,
  locations,
  initial,
}: {
  doctors: DirectoryEntry[];
  specializations: string[];
  locations: string[];
  initial: DoctorQuery;
}) {
  const id = useId();
  const [query, setQuery] = useState(initial);
  const enhanced = useHydrated();
  const shown = doctors.filter((d) => matchesDoctorQuery(d, query));
  const summary = resultSummary({ matched: shown.length, total: doctors.length, noun: "doctors" });

  // Only the visitor's changes rewrite the address; the first render is the server's own.
  const change = (next: DoctorQuery) => {
    setQuery(next);
    window.history.replaceState(window.history.state, "", doctorQueryHref(next, window.location.pathname));
  };
  const set = (field: keyof DoctorQuery) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    change({ ...query, [field]: event.target.value });
  // A search typed or a filter chosen before the scripts arrived is where filtering starts.
  const form = useRef<HTMLFormElement>(null);
  const adoptEarlyInput = useEffectEvent(() => {
    if (!form.current) return;
    const held = formValues(form.current);
    const keys = Object.keys(emptyDoctorQuery) as (keyof DoctorQuery)[];
    const early = Object.fromEntries(keys.map((key) => [key, held[key] ?? ""])) as DoctorQuery;
    if (keys.some((key) => early[key] !== query[key])) change(early);
  });
  useEffect(() => adoptEarlyInput(), []);
  const clear = (event: React.MouseEvent) => {
    event.preventDefault();
    change(emptyDoctorQuery);
    document.getElementById(`${id}-q`)?.focus();
  };
  const clearLink = (
    <Link href="/doctors" onClick={clear} className="inline-flex min-h-11 items-center link-brand">
      Clear filters
    </Link>
  );

  return (
    <>
      <form
        ref={form}
        method="get"
        action="/doctors"
        role="search"
        aria-label="Find a doctor"
        onSubmit={(event) => event.preventDefault()}
        data-enhanced={enhanced || undefined}
        className="grid gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      >
        <div className="sm:col-span-3 lg:col-span-1">
          <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-ink">
            Search by name or specialization
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            />
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              value={query.q}
              onChange={set("q")}
              maxLength={100}
              autoComplete="off"
              className={cn(controlClass, "w-full pl-9")}
            />
          </div>
        </div>
        <Filter
          id={`${id}-specialization`}
          label="Specialization"
          name="specialization"
          all="All specializations"
          options={specializations}
          value={query.specialization}
          onChange={set("specialization")}
        />
        <Filter
          id={`${id}-location`}
          label="Location"
          name="location"
          all="All locations"
          options={locations}
          value={query.location}
          onChange={set("location")}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>

      {/* One polite region: the count while there are results, the empty message when there are none. */}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
        <div role="status" className="min-w-0 flex-1">
          {summary ? (
            <p className="flex min-h-11 items-center text-sm text-muted">{summary}</p>
          ) : (
            <div className="rounded-2xl border border-dashed border-line bg-white p-8 text-center">
              <p className="text-lg font-semibold text-ink">No doctors match your search.</p>
              <p className="mt-1 text-sm">Try another name or specialization, or see all our doctors.</p>
              <div className="mt-3 flex justify-center">{clearLink}</div>
            </div>
          )}
        </div>
        {summary && isFiltered(query) ? clearLink : null}
      </div>

      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((doctor) => (
            <li key={doctor.id}>{doctor.card}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Filter({
  id,
  label,
  name,
  all,
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  name: string;
  all: string;
  options: string[];
  value: string;
  onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={onChange} className={cn(controlClass, "w-full")}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
