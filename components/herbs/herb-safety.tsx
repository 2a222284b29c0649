import { herbCautions, type HerbCaution } from "@/content/herb-cautions";
import { catalogue } from "@/lib/catalogue";
import type { ResolvedHerb } from "@/lib/catalogue";

/**
 * The cautions of every herb a page names, from the one herb list (content/herbs.ts), so that
 * correcting a caution there corrects every page. Grouped by caution, each followed by the
 * herbs it applies to, so that a reader looking for "pregnancy" finds it once. Herbs without
 * cautions are left out. `data-cautions-for` lists every herb it covers, a formula's parts
 * included; the tests read it.
 */
/** "Haridra (turmeric)": the name the page uses, and the English one a reader may know better. */
const herbName = (herb: ResolvedHerb) => (herb.english ? `${herb.name} (${herb.english})` : herb.name);

export function HerbSafety({ herbIds, className }: { herbIds: string[]; className?: string }) {
  const cautioned = herbIds.map((id) => catalogue.herb(id)!).filter((herb) => herb.allCautions.length > 0);
  if (!cautioned.length) return null;
  const keys = (Object.keys(herbCautions) as HerbCaution[]).filter((key) =>
    cautioned.some((herb) => herb.allCautions.includes(key)),
  );
  const notes = cautioned.filter((herb) => herb.note);
  return (
    <section
      aria-labelledby="herb-safety"
      className={className}
      data-cautions-for={cautioned.flatMap((h) => h.covers).join(" ")}
    >
      <h2 id="herb-safety" className="text-xl">
        Before you take any of these herbs
      </h2>
      <p className="mt-2 text-sm">
        Herbs are medicines too: they can interact with prescription medicines and are not all safe in pregnancy. In
        your consultation the doctor checks them against your health and everything you take.
      </p>
      <dl className="mt-4 grid gap-3 text-sm">
        {keys.map((key) => (
          <div key={key} data-caution={key}>
            <dt>
              <span className="font-semibold text-ink">{herbCautions[key].label}</span>
              <span className="text-muted">
                {" "}
                ·{" "}
                {cautioned
                  .filter((herb) => herb.allCautions.includes(key))
                  .map(herbName)
                  .join(", ")}
              </span>
            </dt>
            <dd className="mt-0.5">{herbCautions[key].text}</dd>
          </div>
        ))}
      </dl>
      {notes.length ? (
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm">
          {notes.map((herb) => (
            <li key={herb.id}>
              <span className="font-semibold text-ink">{herbName(herb)}:</span> {herb.note}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
