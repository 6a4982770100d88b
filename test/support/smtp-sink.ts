import { createServer, type Server, type Socket } from 'node:net';

/** A message as the sink received it, with the parts a test reads decoded. */
export interface ReceivedMail {
  /** Envelope sender and recipients (MAIL FROM, RCPT TO). */
  envelope: { from: string; to: string[] };
  /** The message as sent after DATA, dot-unstuffed. */
  raw: string;
  /** Header values by lower-case name, unfolded and with encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  /** The decoded text/plain and text/html parts ('' when absent). */
  text: string;
  html: string;
}

export interface SmtpSink {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * An SMTP server in the test process that accepts every message and keeps it: just enough
 * of RFC 5321 for nodemailer (greeting, EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT), no
 * TLS, no AUTH. Tests need no mail server and no network beyond the loopback.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    serve(socket, (mail) => mails.push(mail));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function serve(socket: Socket, received: (mail: ReceivedMail) => void): void {
  let buffer = '';
  let envelope = { from: '', to: [] as string[] };
  let data: string[] | undefined;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  const address = (argument: string) => /<([^>]*)>/.exec(argument)?.[1] ?? argument.trim();

  reply('220 sink.test ESMTP ready');
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data) {
        if (line === '.') {
          received(parseMail(envelope, data.join('\r\n')));
          data = undefined;
          envelope = { from: '', to: [] };
          reply('250 2.0.0 queued');
        } else {
          data.push(line.startsWith('..') ? line.slice(1) : line);
        }
        continue;
      }
      const [verb = '', ...rest] = line.split(' ');
      const argument = rest.join(' ');
      switch (verb.toUpperCase()) {
        case 'EHLO':
        case 'HELO':
          reply('250 sink.test');
          break;
        case 'MAIL':
          envelope.from = address(argument.replace(/^FROM:/i, ''));
          reply('250 2.1.0 OK');
          break;
        case 'RCPT':
          envelope.to.push(address(argument.replace(/^TO:/i, '')));
          reply('250 2.1.5 OK');
          break;
        case 'DATA':
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
          break;
        case 'RSET':
          envelope = { from: '', to: [] };
          reply('250 2.0.0 OK');
          break;
        case 'NOOP':
          reply('250 2.0.0 OK');
          break;
        case 'QUIT':
          reply('221 2.0.0 Bye');
          socket.end();
          break;
        default:
          reply('502 5.5.2 Command not implemented');
      }
    }
  });
}

/** Splits a message (or a MIME part) into its unfolded headers and its body. */
function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = end >= 0 ? raw.slice(0, end) : raw;
  const body = end >= 0 ? raw.slice(end + 4) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?Gr=C3=BC=C3=9Fe?=`. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const input = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The leaf parts of a message with their content types, multipart/* walked recursively. */
function leafParts(headers: Record<string, string>, body: string): { type: string; content: string }[] {
  const type = (headers['content-type'] ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!type.startsWith('multipart/') || !boundary)
    return [{ type: type.split(';')[0].trim(), content: decodeBody(headers, body).replace(/\r\n/g, '\n') }];
  const sections = body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => {
      const part = splitHeaders(section.replace(/^\r\n/, '').replace(/\r\n$/, ''));
      return leafParts(part.headers, part.body);
    });
}

function parseMail(envelope: ReceivedMail['envelope'], raw: string): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  const parts = leafParts(headers, body);
  return {
    envelope,
    raw,
    headers,
    subject: headers.subject ?? '',
    text: parts.find((part) => part.type === 'text/plain')?.content ?? '',
    html: parts.find((part) => part.type === 'text/html')?.content ?? '',
  };
}
