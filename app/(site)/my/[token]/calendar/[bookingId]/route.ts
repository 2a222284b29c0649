import { patients } from "@/lib/patients";

/**
 * A booking's calendar file from the patient's page: the invitation while it stands, the
 * cancellation once cancelled, the same the e-mails attach. 404 for a link that opens nothing or
 * a booking that is not the person's.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string; bookingId: string }> }) {
  const { token, bookingId } = await params;
  const file = await (await patients()).calendar(token, bookingId);
  if (!file)
    return new Response("Not found.\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(file.content, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
