import { bookingDesk, attentionWords } from "@/lib/booking";

/**
 * The overview's list of confirmed bookings that leave, blocked hours or changed weekly hours fell
 * on (docs/booking.md, Needs attention): each stays on it, its reminders held, until staff move or
 * cancel it from its page. Nothing when there is none.
 */
export async function NeedsAttention() {
  const list = await (await bookingDesk()).needingAttention();
  if (!list.length) return null;
  return (
    <section
      aria-labelledby="needs-attention"
      data-testid="needs-attention"
      className="rounded-2xl border border-danger bg-white p-4 sm:p-6"
    >
      <h2 id="needs-attention" className="font-heading text-2xl">
        Bookings that need attention
      </h2>
      <p className="mt-1 text-sm text-muted">
        The doctor cannot see these visitors at the time booked. Move or cancel each from its page; until then the
        visitor is sent no reminder.
      </p>
      <ul className="mt-3 space-y-1">
        {list.map((b) => (
          <li key={b.id}>
            <a href={`/inbox/agenda/${encodeURIComponent(b.id)}`} className="link-brand">
              {b.visitor || "(no name)"}, {b.when}
            </a>
            {` · ${b.doctorName} · ${attentionWords[b.reason]}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
