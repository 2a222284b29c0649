// Staff accounts for the clinic's inbox (docs/decisions/035). Run where the server runs, with
// the same LEAD_DB_PATH or DATABASE_URL:
//
//   npm run staff -- add --name "Priya Raman" --email priya@clinic.example [--role owner|reception|doctor --doctor <id>]
//   npm run staff -- set-role --email priya@clinic.example --role owner
//   npm run staff -- list
//   npm run staff -- set-password --email priya@clinic.example   (or reset-password)
//   npm run staff -- disable --email priya@clinic.example      (enable undoes it)
//
// The password is never an argument (argv shows in `ps` and shell history): it is asked for
// without echo at a terminal, read from standard input when piped, or taken from STAFF_PASSWORD.
import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { z } from "zod";
import { config } from "@/lib/config";
import { database } from "@/lib/db";
import { runStoreCommand, UsageError } from "./store-command";
import { hashPassword, passwordRefusal, staffStore, isRole, roles, type Role } from "@/lib/staff";
import { bookingDoctors } from "@/lib/booking";

const usage = `Usage:
  npm run staff -- add --name "Full Name" --email someone@clinic.example [--role reception]
  npm run staff -- set-role --email someone@clinic.example --role owner
  npm run staff -- list
  npm run staff -- set-password --email someone@clinic.example   (reset-password is the same)
  npm run staff -- disable --email someone@clinic.example
  npm run staff -- enable --email someone@clinic.example
  npm run staff -- --help
Roles: owner, reception (the default), doctor (with --doctor <the doctor's id on the roster>).
The password is asked for (or read from standard input, or STAFF_PASSWORD); never pass it as an argument.
It needs at least 12 characters and must not be easy to guess (docs/inbox.md, Passwords).`;

function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    // Echo nothing of what is typed: readline writes through this.
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    output._writeToOutput = (s: string) => {
      if (s.startsWith(prompt)) process.stdout.write(prompt);
    };
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

async function readPassword(personal: string[]): Promise<string> {
  const fromEnv = config().staffPassword;
  let password: string;
  if (fromEnv) password = fromEnv;
  else if (process.stdin.isTTY) {
    password = await readHidden("Password: ");
    if ((await readHidden("Same password again: ")) !== password)
      throw new UsageError("The two passwords differ; nothing was changed.");
  } else {
    let input = "";
    for await (const chunk of process.stdin) input += String(chunk);
    password = input.split(/\r?\n/)[0] ?? "";
  }
  const refusal = passwordRefusal(password, personal);
  if (refusal) throw new UsageError(`${refusal} Nothing was changed.`);
  return password;
}

/** A role from --role, and for a doctor the roster's id from --doctor. */
function roleOf(value: string, doctor: string | undefined): { role: Role; doctorId: string | null } {
  if (!isRole(value)) throw new UsageError(`--role is one of ${roles.join(", ")} (is ${JSON.stringify(value)})`);
  if (value !== "doctor") {
    if (doctor) throw new UsageError("--doctor goes only with --role doctor");
    return { role: value, doctorId: null };
  }
  const roster = bookingDoctors();
  if (!doctor || !roster.some((d) => d.id === doctor))
    throw new UsageError(`--role doctor needs --doctor, one of: ${roster.map((d) => d.id).join(", ")}`);
  return { role: value, doctorId: doctor };
}

const email = (value: string | undefined) => {
  const parsed = z.email().safeParse(value?.trim());
  if (!parsed.success)
    throw new UsageError(`--email must be an e-mail address${value ? ` (is ${JSON.stringify(value)})` : ""}`);
  return parsed.data.toLowerCase();
};

/** The command line read, or a UsageError that names what was wrong with it (never a stack trace). */
function parsed(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: "string" },
        email: { type: "string" },
        role: { type: "string" },
        doctor: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function newAccount(values: { name?: string; email?: string; role?: string; doctor?: string }) {
  const name = values.name?.trim();
  if (!name) throw new UsageError("--name is needed: the name history and the audit show");
  const address = email(values.email);
  const role = roleOf(values.role ?? "reception", values.doctor);
  return { name, address, role, password: await readPassword([name, address]) };
}

async function main(argv: string[]) {
  const { positionals, values } = parsed(argv);
  const [command] = positionals;
  if (values.help || command === "help") {
    // Asked for: the usage on standard output, and no store opened.
    console.log(usage);
    return;
  }
  // A new account's details and password are checked before the store is opened: a refusal costs nothing.
  const adding = command === "add" ? await newAccount(values) : undefined;
  const store = await staffStore();
  const { store: opened } = await database();
  const where =
    opened.kind === "embedded"
      ? `the embedded store in ${opened.directory}`
      : `PostgreSQL at ${opened.server} (DATABASE_URL)`;
  switch (command) {
    case "add": {
      const { name, address, role, password } = adding!;
      if (await store.staffByEmail(address))
        throw new UsageError(`An account for ${address} exists already (set-password changes its password).`);
      const passwordHash = await hashPassword(password);
      await store.addStaff({
        id: randomUUID(),
        name,
        email: address,
        passwordHash,
        ...role,
        createdAt: new Date().toISOString(),
        disabledAt: null,
      });
      console.log(`Added ${name} <${address}> to the inbox's staff in ${where}, as ${role.role}.`);
      return;
    }
    case "set-role": {
      const address = email(values.email);
      const account = await store.staffByEmail(address);
      if (!account) throw new UsageError(`No account for ${address} in ${where}.`);
      if (!values.role) throw new UsageError(`--role is needed: ${roles.join(", ")}`);
      const role = roleOf(values.role, values.doctor);
      await store.updateStaff(account.id, { role });
      // What the account may do changed: its open sessions end, so the next page is read under the new role.
      await store.deleteSessions({ staffId: account.id });
      console.log(`${address} is now ${role.role}; its sessions are signed out.`);
      return;
    }
    case "list": {
      const staff = await store.listStaff();
      if (!staff.length)
        console.log(`No staff accounts in ${where}. Add one: npm run staff -- add --name "…" --email …`);
      for (const s of staff)
        console.log(
          `${s.email}\t${s.name}\t${s.role}${s.doctorId ? ` (${s.doctorId})` : ""}\t${s.disabledAt ? `disabled ${s.disabledAt}` : "active"}\tsince ${s.createdAt}`,
        );
      return;
    }
    case "set-password":
    case "reset-password":
    case "disable":
    case "enable": {
      const address = email(values.email);
      const account = await store.staffByEmail(address);
      if (!account) throw new UsageError(`No account for ${address} in ${where}.`);
      const setsPassword = command === "reset-password" || command === "set-password";
      if (setsPassword)
        await store.updateStaff(account.id, {
          passwordHash: await hashPassword(await readPassword([account.name, account.email])),
        });
      else await store.updateStaff(account.id, { disabledAt: command === "disable" ? new Date().toISOString() : null });
      // A new password or a disabled account ends every session the account had.
      if (command !== "enable") await store.deleteSessions({ staffId: account.id });
      console.log(
        setsPassword
          ? `New password set for ${address}; its sessions are signed out.`
          : command === "disable"
            ? `${address} can no longer sign in; its sessions are signed out.`
            : `${address} can sign in again.`,
      );
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command ${JSON.stringify(command)}.` : "Which command?");
  }
}

await runStoreCommand(main, usage);
