import { bookingService } from "@/lib/booking";

/**
 * Whether booking is on now, for pages prerendered at build, which cannot know: the offer to
 * pick a time after a consultation request asks (components/booking/pick-a-time.tsx).
 */
export async function GET() {
  const state = await (await bookingService()).state();
  return Response.json({ on: state.on }, { headers: { "cache-control": "no-store" } });
}
