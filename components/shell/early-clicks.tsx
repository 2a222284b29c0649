import { earlyClickAttribute, earlyClickCapture } from "./early-click-capture.mjs";
import { ReplayEarlyClick } from "./replay-early-click";

/**
 * Spread on a button whose tap, made before the page's scripts have arrived, should still be
 * carried out once they have: adding a plan to the cart, opening the cart or the dialpad.
 * Opening twice or adding twice is harmless, so a replay never does damage.
 */
export const earlyClick = { [earlyClickAttribute]: "" };

/**
 * The page's scripts start after its first paint (docs/decisions/040-first-paint.md), so on a
 * slow phone the buttons that need them do nothing for a second or more. The server renders the
 * script that remembers a tap on such a button; once the page has hydrated, the tap is carried out.
 */
export function EarlyClicks() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: earlyClickCapture }} />
      <ReplayEarlyClick />
    </>
  );
}
