import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Client } from './build-test-app.ts';

export type UploadAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Bytes of the body the client had sent when the answer began. */
  sentBeforeAnswer: number;
};

/** How long a held upload waits for an answer before saying the server waited for the body. */
const ANSWER_WAIT_MS = 15_000;

/**
 * One file uploaded over a real connection the way a slow phone sends a big one: the request declares
 * the whole body (`declaredFileBytes` of file, the real `data` first and zeros after), but only the
 * part headers and the first `sendFirst` bytes of the file go out until `sendRest()`. A server that
 * answers meanwhile answered without reading the body; one that reads it waits for the rest.
 * The app must be listening.
 */
export function heldUpload(
  app: FastifyInstance,
  options: {
    url: string;
    client?: Client;
    field?: string;
    data: Buffer;
    declaredFileBytes?: number;
    sendFirst?: number;
  },
) {
  const { data, field = 'images', sendFirst = Math.min(64 * 1024, data.length) } = options;
  const declaredFileBytes = options.declaredFileBytes ?? data.length;
  const boundary = `----rally${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const cookie = options.client
    ? [...options.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    : '';
  const { port } = app.server.address() as AddressInfo;
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: options.url,
    agent: false,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + declaredFileBytes + tail.length,
      ...(cookie ? { cookie } : {}),
    },
  });
  let sent = 0;
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => {
      sent += chunk.length;
      request.write(chunk, (error) => (error ? reject(error) : resolve()));
    });

  const answer = new Promise<UploadAnswer>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer in ${ANSWER_WAIT_MS} ms while the body was held back`)),
      ANSWER_WAIT_MS,
    );
    request.on('response', (response) => {
      const sentBeforeAnswer = sent;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
          sentBeforeAnswer,
        });
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  // The server may close the connection while the client still has body to send: that is the point.
  answer.catch(() => {});
  const closed = new Promise<void>((resolve) => request.on('close', resolve));
  const started = write(head).then(() => write(data.subarray(0, sendFirst)));
  started.catch(() => {});

  return {
    answer,
    /** Resolves when the connection is closed, by either side. */
    closed,
    /** Sends the rest of the file and the closing boundary. */
    async sendRest() {
      await started;
      await write(data.subarray(sendFirst));
      for (let left = declaredFileBytes - data.length; left > 0; left -= 64 * 1024) {
        await write(Buffer.alloc(Math.min(left, 64 * 1024)));
      }
      await write(tail);
      request.end();
    },
    /** Drops the connection without finishing the body. */
    abort: () => request.destroy(),
  };
}
