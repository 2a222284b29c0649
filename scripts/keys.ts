// The data encryption key of the health details kept sealed (docs/decisions/092): run where the
// server runs, with the same LEAD_DB_PATH or DATABASE_URL and the same key variables.
//
//   npm run keys -- new       prints a new key, for DATA_ENCRYPTION_KEY; changes nothing
//   npm run keys -- status    where the store's key comes from, and how many values each key sealed
//   npm run keys -- rotate    seals every value again with the current key, while the site runs
//
// rotate, on the embedded store's key file (no DATA_ENCRYPTION_KEY): puts a new key first in the
// file, waits until the running server seals with it (it looks at the file every 2 s), then seals
// again whatever the old key sealed; the old key stays in the file to open older backups.
// With DATA_ENCRYPTION_KEY: set the new key (npm run keys -- new) as DATA_ENCRYPTION_KEY and the
// old one in DATA_ENCRYPTION_KEY_PREVIOUS on every instance, restart them, then run rotate.
//
// Exit status: 0 done, 1 refused or values left under another key, 2 usage.
import { setTimeout as sleep } from "node:timers/promises";
import { database } from "@/lib/db";
import { resealAll } from "@/lib/db/reseal";
import { sealedKeyCounts } from "@/lib/db/sealed-keys";
import { addKeyToFile, keyFileRecheckMs, newKey, vaultOfKeys, type Vault } from "@/lib/vault";
import { runStoreCommand, UsageError } from "./store-command";

const usage = `Usage:
  npm run keys -- new       print a new data encryption key (32 random bytes, base64)
  npm run keys -- status    the store's key, and how many values each key sealed
  npm run keys -- rotate    seal every value again with a new key (the key file) or DATA_ENCRYPTION_KEY
docs/deploy.md, The data encryption key, says when and how.`;

const whereIs = (store: Awaited<ReturnType<typeof database>>["store"]) =>
  store.kind === "embedded" ? `the embedded store in ${store.directory}` : `PostgreSQL at ${store.server}`;
const source = (vault: Vault) =>
  vault.source === "environment" ? "DATA_ENCRYPTION_KEY" : `the key file ${vault.keyFile}`;

async function status() {
  const db = await database();
  const { vault } = db;
  console.log(`${whereIs(db.store)}: new values are sealed with key ${vault.currentKeyId()}, from ${source(vault)}.`);
  console.log(`Keys this process can open: ${vault.keyIds().join(", ")}`);
  const counts = await sealedKeyCounts(db.pool);
  if (!counts.length) console.log("No sealed values yet.");
  for (const { table, column, keyId, count } of counts)
    console.log(`  ${`${table}.${column}`.padEnd(30)} key ${keyId}  ${String(count).padStart(7)} values`);
  if (vault.source === "file")
    console.log(
      `Keep a copy of ${vault.keyFile} apart from the store and its backups, or set DATA_ENCRYPTION_KEY to its key.`,
    );
}

async function rotate() {
  const db = await database();
  const { vault } = db;
  const before = vault.currentKeyId();
  if (vault.source === "file" && vault.keyFile) {
    const added = addKeyToFile(vault.keyFile);
    console.log(`Added key ${added} to ${vault.keyFile}; key ${before} stays in it, to open what it sealed.`);
    // The running server seals with the new key once it has looked at the file again.
    await sleep(keyFileRecheckMs + 1_000);
  } else if (vault.keyIds().length === 1 && !(await sealedKeyCounts(db.pool)).some((c) => c.keyId !== before)) {
    console.log(
      `Every value is sealed with key ${before} already. To rotate: npm run keys -- new, set DATA_ENCRYPTION_KEY to the new key and DATA_ENCRYPTION_KEY_PREVIOUS to the old one on every instance, restart them, then run this again.`,
    );
    return;
  }
  const started = performance.now();
  const report = await resealAll(db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Sealed ${report.resealed} values again with key ${vault.currentKeyId()} in ${seconds} s.`);
  if (report.remaining) {
    console.log(
      `${report.remaining} values are still under another key: a process is sealing with the old one. Restart every instance with the new key, then run this again.`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(
    vault.source === "file"
      ? `Keep a copy of ${vault.keyFile} (it now holds key ${vault.currentKeyId()}) apart from the store and its backups.`
      : "Every value opens with DATA_ENCRYPTION_KEY alone: DATA_ENCRYPTION_KEY_PREVIOUS can go, once no backup you keep needs the old key.",
  );
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (rest.length) throw new UsageError(`Unexpected ${JSON.stringify(rest.join(" "))}.`);
  switch (command) {
    case "new": {
      const key = newKey();
      console.log(key);
      console.error(
        `Key id ${vaultOfKeys(key).currentKeyId()}. Keep it in the host's secret store, never in the repository.`,
      );
      return;
    }
    case "status":
      return status();
    case "rotate":
      return rotate();
    case "--help":
    case "-h":
    case "help":
      console.log(usage);
      return;
    default:
      throw new UsageError(command ? `Unknown command ${JSON.stringify(command)}.` : "Which command?");
  }
}

await runStoreCommand(main, usage);
