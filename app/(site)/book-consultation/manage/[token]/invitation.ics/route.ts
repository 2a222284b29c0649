import { bookingService } from "@/lib/booking";

type Context = { params: Promise<{ token: string }> };

/** The booking's calendar file, the same the e-mails attach (lib/booking/invitation.ts); nothing for a link that opens nothing. */
export async function GET(_request: Request, { params }: Context) {
  const { token } = await params;
  const file = await (await bookingService()).calendarFile(token);
  if (file.status !== "found") {
    return new Response("This link is not valid.\n", {
      status: file.reason === "expired" ? 410 : 404,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(file.content, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "private, no-store",
      "referrer-policy": "no-referrer",
    },
  });
}
