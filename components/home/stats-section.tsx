import { Container } from "@/components/ui/container";
import type { Stat } from "@/lib/catalogue";

/** The clinic's figures: only those it has confirmed, and nothing at all while none is (decision 020). */
export function StatsSection({ stats }: { stats: Stat[] }) {
  const shown = stats.filter((stat) => stat.status === "confirmed");
  if (!shown.length) return null;
  return (
    <section className="on-dark bg-brand py-14 text-white" aria-label="Our numbers">
      <Container>
        <dl className="grid grid-cols-2 gap-8 text-center md:grid-cols-4">
          {shown.map((stat) => (
            <div key={stat.label} title={stat.basis}>
              <dt className="order-2 text-sm text-white/80">{stat.label}</dt>
              <dd className="font-serif text-4xl font-semibold text-white md:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
