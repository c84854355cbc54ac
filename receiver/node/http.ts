import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

type FetchHandler = (request: Request, client: string) => Promise<Response>;

/** Discards what is left of a body the handler did not read, up to a bound, then hangs up. */
function drain(request: IncomingMessage, maxBytes = 32 * 1024 * 1024) {
  let drained = 0;
  request.removeAllListeners("data");
  request.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > maxBytes) request.socket.destroy();
  });
  request.resume();
}

/**
 * The request's body as a web stream that applies backpressure. Cancelling it (a body over the
 * limit) drains the rest instead of destroying the socket, so the client reads the 413.
 */
function bodyOf(request: IncomingMessage): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      request.on("data", (chunk: Buffer) => {
        if (cancelled) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
        if ((controller.desiredSize ?? 0) <= 0) request.pause();
      });
      request.on("end", () => !cancelled && controller.close());
      request.on("error", (error) => !cancelled && controller.error(error));
    },
    pull() {
      request.resume();
    },
    cancel() {
      cancelled = true;
      drain(request);
    },
  });
}

/** Runs a standard fetch handler behind Node's HTTP server. */
export function nodeListener(
  handler: FetchHandler,
  clientOf: (request: IncomingMessage) => string,
): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    const init: RequestInit & { duplex?: "half" } = {
      method: request.method,
      headers,
      ...(hasBody ? { body: bodyOf(request), duplex: "half" } : {}),
    };
    const url = `http://${request.headers.host ?? "localhost"}${request.url ?? "/"}`;
    handler(new Request(url, init), clientOf(request))
      .then(async (answer) => {
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
        if (!request.complete) drain(request);
      })
      .catch((error: unknown) => {
        console.error("[receiver]", error);
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "application/json" });
        response.end('{"error":"internal"}');
      });
  };
}
