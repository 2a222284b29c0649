import { Check } from "lucide-react";
import type { Plan } from "@/content/plans";
import { Link } from "@/components/ui/link";
import { formatMoney } from "@/lib/money";
import { checkoutHref } from "@/lib/payments/client";
import { cn } from "@/lib/utils";
import { AddPlanButton } from "./add-plan-button";

export function PlanCard({ plan, featured = false }: { plan: Plan; featured?: boolean }) {
  return (
    <article
      className={cn(
        "relative flex h-full flex-col rounded-2xl border bg-white p-6",
        featured ? "border-brand shadow-lg" : "border-line",
      )}
    >
      {plan.badge ? (
        <p className="absolute -top-3 left-6 rounded-full bg-saffron px-3 py-1 text-xs font-bold tracking-wider text-white">
          {plan.badge}
        </p>
      ) : null}
      <h3 className="text-2xl">{plan.name}</h3>
      {/* Three cards side by side at tablet widths leave about 170 px: the struck price moves to a line of its own rather than out of the card. */}
      <p className="mt-3 flex flex-wrap items-baseline gap-x-2 whitespace-nowrap">
        <span className="font-serif text-4xl font-semibold text-ink">{formatMoney(plan.price)}</span>
        <span className="text-muted">{plan.period === "month" ? "/ month" : "one-time"}</span>
        {plan.regularPrice ? (
          <s className="text-muted">{formatMoney({ cents: plan.regularPrice * 100, currency: plan.price.currency })}</s>
        ) : null}
      </p>
      {plan.note ? <p className="mt-1 text-sm font-semibold text-saffron">{plan.note}</p> : null}
      <ul className="mt-5 flex-1 space-y-2">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2 text-sm">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" /> {f}
          </li>
        ))}
      </ul>
      <AddPlanButton
        item={{
          id: plan.id,
          name: plan.name,
          badge: plan.badge,
          duration: plan.period === "month" ? "Monthly" : "One-time",
          price: plan.price.cents / 100,
        }}
        featured={featured}
      />
      {/* Straight to checkout with this plan alone: a plain link, so it works before and without JavaScript, as the cart cannot. */}
      <Link
        href={checkoutHref([plan.id])}
        className="mt-2 inline-flex min-h-11 items-center justify-center self-center text-sm font-semibold link-brand"
        aria-label={`Buy now: ${plan.name}`}
      >
        Buy now
      </Link>
    </article>
  );
}
