import { SMTPServer } from "smtp-server";
import type { Lead } from "../src/lead";

export type ReceivedMail = { subject: string; text: string; lead: Lead; raw: string };

/** The parts of a MIME message the receiver writes: headers, then base64 bodies. */
function parse(raw: string): ReceivedMail {
  const boundary = /boundary="([^"]+)"/.exec(raw)?.[1] ?? "";
  const parts = raw.split(`--${boundary}`).slice(1, -1);
  const body = (match: RegExp) => {
    const part = parts.find((candidate) => match.test(candidate.split(/\r?\n\r?\n/)[0] ?? ""));
    const encoded =
      part
        ?.split(/\r?\n\r?\n/)
        .slice(1)
        .join("")
        .replace(/\s+/g, "") ?? "";
    return Buffer.from(encoded, "base64").toString("utf8");
  };
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  return {
    subject: decodeWords(subject.replace(/\r?\n[ \t]/g, " ")),
    text: body(/text\/plain/),
    lead: JSON.parse(body(/application\/json/)) as Lead,
    raw,
  };
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as nodemailer writes subjects. */
function decodeWords(header: string) {
  return header
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeURIComponent(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, "%$1")),
    );
}

/** A real SMTP server on loopback that keeps every message; stop() and start() to take it down. */
export class MailSink {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // Pooled connections from the receiver would hold close() for its default 30 s.
      closeTimeout: 100,
      onData: (stream, _session, done) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          this.mails.push(parse(Buffer.concat(chunks).toString("utf8")));
          done();
        });
      },
    });
    await new Promise<void>((done) => this.server?.listen(this.port, "127.0.0.1", done));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  }
}
