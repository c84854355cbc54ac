import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { staticHandler } from "../scripts/static-server.mjs";

export type Received = { path: string; type: string; body: string };
export type Answer = "ok" | "fail" | "hang";

/**
 * A real form endpoint on loopback that records every submission. It answers 200, 500 or never
 * (`answer`), can be stopped to refuse connections and started again, and, given `siteRoot`,
 * also serves that export, as a Netlify site receives its own form posts.
 */
export class FormReceiver {
  readonly received: Received[] = [];
  answer: Answer = "ok";
  private server: Server | undefined;

  constructor(
    readonly port: number,
    private readonly siteRoot?: string,
  ) {}

  async start(): Promise<void> {
    const serveSite = this.siteRoot ? staticHandler(this.siteRoot) : undefined;
    this.server = createServer((request, response) => {
      if (request.method === "POST") return void this.record(request, response);
      if (request.method === "OPTIONS") return void cors(response).writeHead(204).end();
      if (serveSite) return serveSite(request, response);
      response.writeHead(404).end();
    });
    await new Promise<void>((done, fail) => {
      this.server?.once("error", fail);
      this.server?.listen(this.port, "127.0.0.1", done);
    });
  }

  /** Stops listening, so the next submission finds its connection refused. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }

  private record(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      this.received.push({
        path: request.url ?? "",
        type: request.headers["content-type"] ?? "",
        body: Buffer.concat(chunks).toString("utf8"),
      });
      if (this.answer === "hang") return; // never answers; stop() drops the connection
      cors(response)
        .writeHead(this.answer === "ok" ? 200 : 500, { "Content-Type": "application/json" })
        .end(JSON.stringify({ ok: this.answer === "ok" }));
    });
  }
}

// Cross-origin endpoints (Formspree and the like) answer the browser's preflight.
function cors(response: ServerResponse) {
  response.setHeader("Access-Control-Allow-Origin", "*");
  response.setHeader("Access-Control-Allow-Methods", "POST");
  response.setHeader("Access-Control-Allow-Headers", "Content-Type, Accept");
  return response;
}
