/** Types for static-server.mjs (plain ESM so the Node scripts can load it without a build). */
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export declare function createStaticServer(root: string): Server;
export declare function staticHandler(
  root: string,
): (request: IncomingMessage, response: ServerResponse) => void;
export declare function nearestNotFound(root: string, url: string): string | undefined;
export declare function listen(server: Server, port?: number, host?: string): Promise<string>;
