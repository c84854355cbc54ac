import nodemailer from "nodemailer";
import type { ReceiverConfig } from "../src/config";
import type { Channel } from "../src/deliver";
import { composeMail } from "../src/mail";

/**
 * E-mail over SMTP with nodemailer, over a small pool of connections. `SMTP_URL` carries host,
 * port, credentials and options (`smtps://` for TLS; `?requireTLS=true` to insist on STARTTLS).
 */
export function smtpChannel(mail: Required<ReceiverConfig["mail"]>) {
  const transport = nodemailer.createTransport({
    url: mail.smtpUrl,
    pool: true,
    maxConnections: 4,
    // A mail server that hangs is a failed attempt, retried later, not a stuck queue.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const channel: Channel = {
    name: "mail",
    async send(lead) {
      await transport.sendMail(composeMail(lead, mail.from, mail.to));
    },
  };
  return { channel, close: () => transport.close() };
}
