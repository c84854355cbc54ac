/** Types for static-server.mjs (plain ESM so the Node scripts can load it without a build). */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Http2SecureServer } from "node:http2";

export declare function createStaticServer(root: string): Server;
/** With `tls` (PEM key and certificate): HTTP/2 over TLS that also answers HTTP/1.1. */
export declare function createStaticServer(
  root: string,
  tls: { key: string | Buffer; cert: string | Buffer },
): Http2SecureServer;
export declare function staticHandler(
  root: string,
): (request: IncomingMessage, response: ServerResponse) => void;
export declare function nearestNotFound(root: string, url: string): string | undefined;
export declare function listen(
  server: Server | Http2SecureServer,
  port?: number,
  host?: string,
): Promise<string>;
