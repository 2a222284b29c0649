import { ReplayEarlyClick } from "./replay-early-click";

const earlyClickAttribute = "data-early-click";

/**
 * Spread on a button whose tap, made before the page's scripts have arrived, should still be
 * carried out once they have: adding a plan to the cart, opening the cart or the dialpad.
 * Opening twice or adding twice is harmless, so a replay never does damage.
 */
export const earlyClick = { [earlyClickAttribute]: "" };

// Runs while the page is parsed. A tap on a marked button that React has not taken over yet (it
// sets its own properties on each element it hydrates) is remembered; only the last one counts.
const capture =
  `(function(){var w=window,d=document;function on(e){var b=e.target&&e.target.closest&&e.target.closest("[${earlyClickAttribute}]");` +
  `if(!b||Object.keys(b).some(function(k){return k.indexOf("__reactProps")===0}))return;w.__earlyClick={el:b,at:Date.now()}}` +
  `d.addEventListener("click",on,true);w.__earlyClickStop=function(){d.removeEventListener("click",on,true)}})()`;

/**
 * The page's scripts start after its first paint (docs/decisions/040-first-paint.md), so on a
 * slow phone the buttons that need them do nothing for a second or more. The server renders the
 * script that remembers a tap on such a button; once the page has hydrated, the tap is carried out.
 */
export function EarlyClicks() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: capture }} />
      <ReplayEarlyClick />
    </>
  );
}
