import { connect, type Socket } from "cloudflare:sockets";
import type { Channel } from "../src/deliver";
import { composeMail } from "../src/mail";
import { toMime } from "../src/mime";

/** SMTP replies, one at a time, and commands, over a Workers TCP socket. */
function session(socket: Socket) {
  const reader = socket.readable.getReader();
  const writer = socket.writable.getWriter();
  const decoder = new TextDecoder();
  let buffer = "";
  const reply = async (): Promise<{ code: number; text: string }> => {
    for (;;) {
      // A reply is done at a line "NNN text" (a dash after the code means more lines follow).
      const last = /(?:^|\r\n)(\d{3}) [^\r\n]*\r\n/.exec(buffer);
      if (last) {
        const end = last.index + last[0].length;
        const text = buffer.slice(0, end);
        buffer = buffer.slice(end);
        return { code: Number(last[1]), text };
      }
      const { done, value } = await reader.read();
      if (done) throw new Error("SMTP server closed the connection");
      buffer += decoder.decode(value, { stream: true });
    }
  };
  const expect = async (code: number) => {
    const answer = await reply();
    if (answer.code !== code) throw new Error(`SMTP: expected ${code}, got ${answer.text.trim()}`);
    return answer.text;
  };
  const command = async (line: string, code: number) => {
    await writer.write(new TextEncoder().encode(`${line}\r\n`));
    return expect(code);
  };
  const release = () => {
    reader.releaseLock();
    writer.releaseLock();
  };
  return { expect, command, release };
}

/**
 * E-mail over SMTP from a Worker, where nodemailer cannot run: `smtp://` upgrades with STARTTLS
 * when the server offers it, `smtps://` is TLS from the start; credentials in the URL are sent
 * with AUTH PLAIN (only over TLS, or to a server that allows it).
 */
export function socketSmtpChannel(smtpUrl: string, from: string, to: string): Channel {
  const url = new URL(smtpUrl);
  const implicitTls = url.protocol === "smtps:";
  const address = { hostname: url.hostname, port: Number(url.port || (implicitTls ? 465 : 587)) };
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  const recipients = to.split(",").map((entry) => entry.trim());

  const send = async (message: string) => {
    let socket = connect(address, { secureTransport: implicitTls ? "on" : "starttls" });
    try {
      let smtp = session(socket);
      await smtp.expect(220);
      const features = await smtp.command("EHLO lead-receiver", 250);
      if (!implicitTls && /STARTTLS/i.test(features)) {
        await smtp.command("STARTTLS", 220);
        smtp.release();
        socket = socket.startTls();
        smtp = session(socket);
        await smtp.command("EHLO lead-receiver", 250);
      }
      if (user) await smtp.command(`AUTH PLAIN ${btoa(`\0${user}\0${password}`)}`, 235);
      await smtp.command(`MAIL FROM:<${from}>`, 250);
      for (const recipient of recipients) await smtp.command(`RCPT TO:<${recipient}>`, 250);
      await smtp.command("DATA", 354);
      // Dot-stuffing: a line that starts with "." gets another, so it cannot end the message.
      await smtp.command(`${message.replace(/\r\n\./g, "\r\n..")}\r\n.`, 250);
      await smtp.command("QUIT", 221).catch(() => undefined);
    } finally {
      await socket.close().catch(() => undefined);
    }
  };

  return {
    name: "mail",
    async send(lead) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, fail) => {
        timer = setTimeout(() => fail(new Error("SMTP: no answer within 30 s")), 30_000);
      });
      try {
        await Promise.race([send(toMime(composeMail(lead, from, to))), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
