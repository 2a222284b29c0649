import { buttonVariants } from "@/components/ui/button";
import { BookConsultationButton } from "./consultation-trigger";

/** The closing invitation of About and FAQ: 'Book your consultation today' opens the consultation popup. */
export function BookToday({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto mt-12 max-w-3xl rounded-2xl bg-highlight-soft p-6 text-center md:p-10" aria-labelledby="book-today">
      <h2 id="book-today" className="text-2xl">Ready to talk to a doctor?</h2>
      <p className="mx-auto mt-2 max-w-xl">{children}</p>
      <BookConsultationButton className={buttonVariants({ size: "lg", className: "mt-5" })}>Book your consultation today</BookConsultationButton>
    </section>
  );
}
