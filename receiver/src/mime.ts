import type { composeMail } from "./mail";

type Mail = ReturnType<typeof composeMail>;

const utf8 = new TextEncoder();

function base64(text: string): string {
  let binary = "";
  for (const byte of utf8.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const wrap = (text: string) => text.replace(/.{1,76}/g, "$&\r\n");

/** A header value as RFC 2047 encoded words when it is not plain ASCII, folded to short lines. */
function header(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const words: string[] = [];
  let chunk = "";
  for (const character of value) {
    if (utf8.encode(chunk + character).length > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += character;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${base64(word)}?=`).join("\r\n ");
}

/**
 * The e-mail `composeMail` describes as an RFC 5322 message, for runtimes without nodemailer
 * (Workers): text and attachments in base64, so every character and line arrives as written.
 */
export function toMime(mail: Mail, date = new Date()): string {
  const boundary = `lead-${crypto.randomUUID()}`;
  const lines = [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    `Subject: ${header(mail.subject)}`,
    `Message-ID: ${mail.messageId}`,
    `Date: ${date.toUTCString().replace("GMT", "+0000")}`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    wrap(base64(mail.text)),
  ];
  for (const attachment of mail.attachments)
    lines.push(
      `--${boundary}`,
      `Content-Type: ${attachment.contentType}; name="${attachment.filename}"`,
      `Content-Disposition: attachment; filename="${attachment.filename}"`,
      "Content-Transfer-Encoding: base64",
      "",
      wrap(base64(attachment.content)),
    );
  lines.push(`--${boundary}--`, "");
  return lines.join("\r\n");
}
