/**
 * A request's body, but no more than `limit` bytes: a huge upload is refused as soon as it passes
 * the limit (or at once, when its Content-Length says so), so it costs nothing to turn away.
 */
export async function readLimited(request: Request, limit: number): Promise<Buffer | "too-large"> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return "too-large";
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return "too-large";
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
