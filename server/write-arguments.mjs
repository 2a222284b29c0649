// What the response wrappers (compress-responses, first-paint-page, not-found-documents) owe
// the callers of res.write and res.end while they hold or replace the body: one reading of
// Node's optional arguments for all three.

/** A write the wrapper took (held or dropped): its callback runs as Node's would, and the stream is not full. */
export function acknowledgeWrite(encoding, callback) {
  const done = typeof encoding === "function" ? encoding : callback;
  if (done) process.nextTick(done);
  return true;
}

/** res.end's arguments in one shape: end(callback), end(chunk, callback) and end(chunk, encoding, callback) alike. */
export function endArguments(chunk, encoding, callback) {
  if (typeof chunk === "function") return [undefined, undefined, chunk];
  if (typeof encoding === "function") return [chunk, undefined, encoding];
  return [chunk, encoding, callback];
}
