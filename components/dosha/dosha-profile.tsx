import { ChevronDown } from "lucide-react";
import { doshaProfiles, type Dosha } from "@/content/dosha";

/** What a dosha traditionally means, with everyday diet and routine ideas (content/dosha.ts). */
export function DoshaProfileCard({ dosha, collapsed = false }: { dosha: Dosha; collapsed?: boolean }) {
  const profile = doshaProfiles[dosha];
  const body = (
    <>
      {profile.meaning.map((p) => (
        <p key={p} className="mt-3">
          {p}
        </p>
      ))}
      <div className="mt-5 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="text-lg">Everyday diet ideas</h3>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm">
            {profile.diet.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-lg">Daily routine ideas</h3>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm">
            {profile.routine.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
  const title = (
    <>
      {profile.name}
      <span className="block font-sans text-sm font-normal text-muted">Traditionally {profile.elements}</span>
    </>
  );
  if (collapsed) {
    return (
      <details className="group rounded-2xl border border-line bg-white p-5 md:p-6">
        <summary className="flex cursor-pointer list-none items-start justify-between gap-4 [&::-webkit-details-marker]:hidden">
          <h2 className="text-2xl">{title}</h2>
          <ChevronDown
            aria-hidden
            className="mt-1 size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
          />
        </summary>
        {body}
      </details>
    );
  }
  return (
    <section className="rounded-2xl border border-line bg-white p-5 md:p-6" aria-label={profile.name}>
      <h2 className="text-2xl">{title}</h2>
      {body}
    </section>
  );
}
