/**
 * One value per process for each name, however many copies of a module the process holds.
 * Next.js bundles the pages, the route handlers, the server actions and instrumentation.ts
 * separately, each with its own copy of a module, and server.mjs runs outside all of them;
 * a module-level variable would be one per copy. The value lives on globalThis under
 * Symbol.for(`clinic.${name}`), which every copy, and server.mjs, reach alike.
 *
 * Plain JavaScript with its types beside it (singleton.d.mts), so server.mjs can use it as it is.
 */
const keyOf = (name) => Symbol.for(`clinic.${name}`);

/** The value under `name`, made by `make` the first time any copy asks. */
export function singleton(name, make) {
  const key = keyOf(name);
  if (!(key in globalThis)) globalThis[key] = make();
  return globalThis[key];
}

/** The value under `name` if one was made, without making it. */
export function peekSingleton(name) {
  return globalThis[keyOf(name)];
}

/** Forgets the value, so the next `singleton(name, ...)` makes a fresh one (tests; a logger swapped for a capture). */
export function resetSingleton(name) {
  delete globalThis[keyOf(name)];
}
