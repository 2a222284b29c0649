// What scripts/first-paint.mjs does to each script a page loads at start
// (decision 043), as a pure function of its text.

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose very first line is this
 * comment has all its functions compiled eagerly, on a background thread while it streams in,
 * instead of each on the main thread the first time it is called. Other engines read a comment.
 */
export const compileHint = "//# allFunctionsCalledOnLoad";

/** The script with the hint as its first line; a script that has it already is returned unchanged. */
export function withCompileHint(js) {
  return js.startsWith(compileHint) ? js : `${compileHint}\n${js}`;
}
