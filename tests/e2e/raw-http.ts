import { connect, type Socket } from "node:net";

/** An answer read off the wire: its status, its headers (lower-case names) and its body as text. */
export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

function parse(text: string): RawAnswer {
  const end = text.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = text.slice(0, end < 0 ? undefined : end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
    headers,
    body: end < 0 ? "" : text.slice(end + 4),
  };
}

/**
 * Sends bytes as they are, on a connection of their own, and reads until the server closes it:
 * for requests fetch() will not send (an absolute-form target, `OPTIONS *`, a malformed path or
 * body). The request should say `Connection: close`.
 */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 15_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    // The server may close without reading a refused body to its end; what it answered still counts.
    socket.on("error", (error: NodeJS.ErrnoException) =>
      chunks.length && error.code === "ECONNRESET"
        ? resolve(parse(Buffer.concat(chunks).toString("latin1")))
        : reject(error),
    );
    socket.on("end", () => resolve(parse(Buffer.concat(chunks).toString("latin1"))));
    socket.write(request);
  });
}

/** A kept-alive connection that sends one request after another and reads each answer (by Content-Length or chunks). */
export class KeptAliveConnection {
  #socket: Socket;
  #buffer = Buffer.alloc(0);
  #waiting: ((error?: Error) => void) | undefined;
  /** Why the connection ended, if it did: "closed" by the server after an answer, or an error code such as ECONNRESET. */
  ended: string | undefined;

  private constructor(socket: Socket) {
    this.#socket = socket;
    socket.on("data", (chunk) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      this.#waiting?.();
    });
    socket.on("end", () => {
      this.ended ??= "closed";
      this.#waiting?.();
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      this.ended = error.code ?? error.message;
      this.#waiting?.(error);
    });
  }

  static open(port: number): Promise<KeptAliveConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => resolve(new KeptAliveConnection(socket)));
      socket.once("error", reject);
    });
  }

  /** Sends a request and resolves with its answer; rejects with the reason if the connection ends first. */
  async send(request: string): Promise<RawAnswer> {
    this.#socket.write(request);
    for (;;) {
      const answer = this.#complete();
      if (answer) return answer;
      if (this.ended) throw new Error(`connection ended before an answer: ${this.ended}`);
      await new Promise<void>((resolve, reject) => (this.#waiting = (error) => (error ? reject(error) : resolve())));
    }
  }

  #complete(): RawAnswer | undefined {
    const text = this.#buffer.toString("latin1");
    const end = text.indexOf("\r\n\r\n");
    if (end < 0) return undefined;
    const answer = parse(text);
    const length = Number(answer.headers["content-length"] ?? NaN);
    let size: number;
    if (Number.isFinite(length)) {
      if (text.length - end - 4 < length) return undefined;
      size = end + 4 + length;
      answer.body = text.slice(end + 4, size);
    } else if (answer.headers["transfer-encoding"] === "chunked") {
      const last = text.indexOf("\r\n0\r\n\r\n", end);
      if (last < 0) return undefined;
      size = last + 7;
      answer.body = text.slice(end + 4, size);
    } else return undefined;
    this.#buffer = this.#buffer.subarray(size);
    return answer;
  }

  close() {
    this.#socket.destroy();
  }
}
