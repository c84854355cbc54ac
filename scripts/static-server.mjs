// A static server for an export folder that behaves like a production static host: clean URLs,
// 404.html with status 404, gzip for text, the security headers and immutable caching of hashed
// assets. Used by `npm run preview`, the e2e suite and the Lighthouse bench (which serves it
// over HTTP/2 and TLS, as production static hosts and CDNs do).
import { existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { createSecureServer } from "node:http2";
import { Server as TlsServer } from "node:tls";
import compression from "compression";
import handler from "serve-handler";
import { adminHeaders, immutableCache, securityHeaders } from "../deploy/security-headers.mjs";

/**
 * @import { IncomingMessage, Server, ServerResponse } from "node:http"
 * @import { Http2SecureServer, Http2ServerRequest, Http2ServerResponse } from "node:http2"
 */

/**
 * A PEM key and certificate.
 * @typedef {object} Tls
 * @property {string | Buffer} key
 * @property {string | Buffer} cert
 */

// compression's middleware uses only what Node's own request and response have, not Express's.
const compress =
  /** @type {(request: IncomingMessage, response: ServerResponse, next: () => void) => void} */ (
    compression()
  );

/**
 * A server (not yet listening) for `root`: HTTP/1.1.
 * @overload
 * @param {string} root the export folder
 * @returns {Server}
 */
/**
 * With `tls` ({ key, cert } in PEM): HTTP/2 over TLS that also answers HTTP/1.1.
 * @overload
 * @param {string} root the export folder
 * @param {Tls} tls
 * @returns {Http2SecureServer}
 */
/**
 * A server (not yet listening) for `root`: HTTP/1.1, or with `tls` ({ key, cert } in PEM)
 * HTTP/2 over TLS that also answers HTTP/1.1.
 * @param {string} root
 * @param {Tls} [tls]
 * @returns {Server | Http2SecureServer}
 */
export function createStaticServer(root, tls) {
  const serve = staticHandler(root);
  return tls
    ? createSecureServer(
        { ...tls, allowHTTP1: true },
        // HTTP/2's compatibility request and response stand in for HTTP/1's, all the handler uses.
        /** @type {(request: Http2ServerRequest, response: Http2ServerResponse) => void} */ (
          /** @type {unknown} */ (serve)
        ),
      )
    : createServer(serve);
}

/** @param {string} path */
const isFile = (path) => existsSync(path) && statSync(path).isFile();

/**
 * For a path the export does not have, the clean URL of the nearest 404.html up the path
 * below the root ("/fr/nope" → "/fr/404"), as static hosts such as Cloudflare Pages serve it; undefined
 * when the path exists or only the root's 404.html applies (serve-handler sends that itself).
 * @param {string} root the export folder
 * @param {string} url the request's URL (path and query)
 * @returns {string | undefined}
 */
export function nearestNotFound(root, url) {
  const pathname = decodeURIComponent(new URL(url, "http://host").pathname);
  if (pathname.includes("..")) return undefined; // serve-handler refuses these itself
  if (pathname.endsWith("/") && pathname !== "/") return undefined; // redirected first
  const file = join(root, pathname);
  if ([file, `${file}.html`, join(file, "index.html")].some(isFile)) return undefined;
  const segments = pathname.split("/").filter(Boolean).slice(0, -1);
  for (let depth = segments.length; depth > 0; depth--) {
    const page = `/${segments.slice(0, depth).join("/")}/404`;
    if (isFile(join(root, `${page}.html`))) return page;
  }
  return undefined;
}

/**
 * The request handler behind createStaticServer, for servers that add routes of their own.
 * @param {string} root the export folder
 * @returns {(request: IncomingMessage, response: ServerResponse) => void}
 */
export function staticHandler(root) {
  return (request, response) => {
    const notFound = nearestNotFound(root, request.url ?? "/");
    if (notFound) {
      // serve-handler sends the page (by its clean URL) with the status already set.
      request.url = notFound;
      response.statusCode = 404;
    }
    return compress(request, response, () =>
      handler(request, response, {
        public: root,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
        etag: true,
        headers: [
          { source: "**", headers: securityHeaders.map(([key, value]) => ({ key, value })) },
          { source: "_next/static/**", headers: [{ key: "Cache-Control", value: immutableCache }] },
          // The CMS at /admin has its own policy (deploy/security-headers.mjs).
          {
            source: "admin{,/**}",
            headers: adminHeaders.map(([key, value]) => ({ key, value })),
          },
        ],
      }),
    );
  };
}

/**
 * Starts serving `root` on a loopback port (0 picks a free one); resolves to its origin.
 * @param {Server | Http2SecureServer} server
 * @param {number} [port]
 * @param {string} [host]
 * @returns {Promise<string>} `http://host:port`, or `https://…` for a TLS server
 */
export function listen(server, port = 0, host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      const scheme = server instanceof TlsServer ? "https" : "http";
      resolve(
        `${scheme}://${host}:${typeof address === "object" && address ? address.port : port}`,
      );
    });
  });
}
