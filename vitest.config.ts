import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      "@/": here("./"),
      // Tests run server code on the server, which is what the marker's react-server build allows.
      "server-only": here("./node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["{lib,content,components,app,scripts,server}/**/*.test.{ts,tsx}"],
    environment: "node",
    // The server's JSON log lines would bury the test report; tests that check logging capture it (lib/log.ts).
    // The tests' stores at DATABASE_URL need a data encryption key (lib/config.ts): this one is for tests only.
    env: { LOG_LEVEL: "silent", DATA_ENCRYPTION_KEY: "5HfMBC+8SXwct0ulxd4FG5Zo1xthl7HylD3ut2z6PjU=" },
    // The PostgreSQL store tests' database: the configured server, or an embedded one.
    globalSetup: ["tests/setup/postgres.ts"],
  },
});
