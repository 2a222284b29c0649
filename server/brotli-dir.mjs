import { join } from "node:path";

/** Where `npm run build` leaves its brotli copies (scripts/precompress.mjs) for server.mjs to serve. */
export const brotliDir = (root) => join(root, ".next", "brotli");
