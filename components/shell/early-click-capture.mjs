// The one inline script the site's own components write (components/shell/early-clicks.tsx).
// Plain JavaScript, so that server.mjs can read it too: a page rendered per request allows its
// scripts by nonce, which Next gives only to its own, so server.mjs allows this one by its hash
// (docs/decisions/051). Change it here and both follow.

export const earlyClickAttribute = "data-early-click";

// Runs while the page is parsed. A tap on a marked button that React has not taken over yet (it
// sets its own properties on each element it hydrates) is remembered; only the last one counts.
export const earlyClickCapture =
  `(function(){var w=window,d=document;function on(e){var b=e.target&&e.target.closest&&e.target.closest("[${earlyClickAttribute}]");` +
  `if(!b||Object.keys(b).some(function(k){return k.indexOf("__reactProps")===0}))return;w.__earlyClick={el:b,at:Date.now()}}` +
  `d.addEventListener("click",on,true);w.__earlyClickStop=function(){d.removeEventListener("click",on,true)}})()`;
