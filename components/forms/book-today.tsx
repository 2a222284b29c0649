import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { bookConsultationPath } from "@/lib/paths";

/**
 * The closing invitation of About and FAQ. 'Book your consultation today' leads to the slot
 * picker, as every "Book" button does, with JavaScript or without: "Book" promises a time, which
 * a request popup cannot give (docs/booking.md, Entry points). While booking is off the same
 * address is the request form.
 */
export function BookToday({ children }: { children: React.ReactNode }) {
  return (
    <section
      className="mx-auto mt-12 max-w-3xl rounded-2xl bg-highlight-soft p-6 text-center md:p-10"
      aria-labelledby="book-today"
    >
      <h2 id="book-today" className="text-2xl">
        Ready to talk to a doctor?
      </h2>
      <p className="mx-auto mt-2 max-w-xl">{children}</p>
      <Link href={bookConsultationPath} className={buttonVariants({ size: "lg", className: "mt-5" })}>
        Book your consultation today
      </Link>
    </section>
  );
}
