import { Leaf, Pause, Play } from "lucide-react";
import { Container } from "@/components/ui/container";
import { cn } from "@/lib/utils";
import { siteConfig } from "@/lib/site-config";
import { liveSite, type SiteSettings } from "@/lib/site";
import { StripConsultationButton } from "./strip-consultation-button";

const { freeShippingAbove, contactWithinHours } = siteConfig.promises;

/** The specification's promises; those the clinic has not confirmed yet (in the desk) are left out. */
function promisesOf({ confirmed, words }: SiteSettings): string[] {
  const newClientsPerMonth = confirmed("newClientsPerMonth");
  const guaranteeDays = confirmed("unopenedReturnDays");
  return [
    `Free consultation with ${words.anAyurvedicDoctor}`,
    `Free worldwide shipping on orders above $${freeShippingAbove}`,
    newClientsPerMonth && `Only ${newClientsPerMonth} new clients a month`,
    guaranteeDays && `${guaranteeDays}-day satisfaction guarantee on unopened supplements`,
    `We contact you within ${contactWithinHours} hours of your request`,
  ].filter((promise): promise is string => Boolean(promise));
}

/**
 * The promo strip: the clinic's promises scroll slowly in a loop, entirely in CSS, so it
 * moves and can be paused before (and without) JavaScript. The pause control is a
 * checkbox; `:has(:checked)` on the strip stops the animation. Reduced motion shows the
 * promises still and wrapped, with no copy and no control.
 */
export async function PromoStrip() {
  const site = await liveSite();
  const promises = promisesOf(site);
  return (
    <section aria-label="Our promises" className="group/strip on-dark bg-brand text-white">
      <Container className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 py-1.5 max-sm:px-3 md:flex-nowrap">
        <div className="flex w-full min-w-0 items-center gap-2 md:w-auto md:flex-1">
          {/* Hover pauses only over the moving words, so a click on the control shows its effect at once. */}
          <div className="group/track min-w-0 flex-1 overflow-hidden motion-safe:[mask-image:linear-gradient(to_right,transparent,black_1.5rem,black_calc(100%-1.5rem),transparent)]">
            <div
              data-testid="promo-marquee"
              className={cn(
                "flex w-max animate-marquee motion-reduce:w-auto motion-reduce:animate-none",
                "group-hover/track:[animation-play-state:paused]",
                "group-has-checked/strip:[animation-play-state:paused]",
                // Keyboard focus on the strip's button stops the words beside it.
                "group-has-[a:focus-visible]/strip:[animation-play-state:paused]",
              )}
            >
              <PromiseList promises={promises} />
              <PromiseList promises={promises} copy />
            </div>
          </div>
          <label className="relative flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full border border-white/70 hover:bg-white/15 has-checked:bg-white has-checked:text-brand has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-highlight motion-reduce:hidden">
            <input type="checkbox" className="peer sr-only" data-testid="promo-pause" />
            <Pause aria-hidden className="size-4 peer-checked:hidden" />
            <Play aria-hidden className="hidden size-4 peer-checked:block" />
            <span className="sr-only">Pause the scrolling promises</span>
          </label>
        </div>
        <StripConsultationButton fallbackHref="#home-consultation" doctor={site.words.anAyurvedicDoctor} />
      </Container>
    </section>
  );
}

/** One run of the promises; the second, identical run makes the loop seamless and is hidden from screen readers. */
function PromiseList({ promises, copy = false }: { promises: string[]; copy?: boolean }) {
  return (
    <ul
      aria-hidden={copy || undefined}
      className={cn(
        "flex shrink-0 items-center text-sm whitespace-nowrap",
        "motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-1 motion-reduce:leading-snug motion-reduce:whitespace-normal",
        // On a phone the still promises read as a tidy list rather than a ragged centred block.
        "max-sm:motion-reduce:flex-col max-sm:motion-reduce:items-start",
        copy && "motion-reduce:hidden",
      )}
    >
      {promises.map((promise) => (
        <li key={promise} className="flex items-center gap-2 pr-8 motion-reduce:px-3 max-sm:motion-reduce:px-0">
          <Leaf aria-hidden className="size-3.5 shrink-0 text-highlight" />
          {promise}
        </li>
      ))}
    </ul>
  );
}
