import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { ResolvedAddress } from './resolve-host.ts';

export interface HttpGetOptions {
  /** The checked addresses of the URL's host, tried in order; nothing else is connected to. */
  addresses: readonly ResolvedAddress[];
  headers: Readonly<Record<string, string>>;
  /** The decoded body is cut here. */
  maxBytes: number;
  signal: AbortSignal;
}

export interface HttpGetAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Empty for redirects. */
  body: Buffer;
  /** The body went on past `maxBytes` and was cut there. */
  truncated: boolean;
}

/** Failures that happen before a connection exists, where the host's next address may still answer. */
const connectFailures = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL']);

/** One GET, redirects not followed, connected only to the given addresses (so DNS cannot be asked again and answer otherwise). */
export async function httpGet(url: URL, options: HttpGetOptions): Promise<HttpGetAnswer> {
  for (const [index, address] of options.addresses.entries()) {
    try {
      return await getFrom(url, address, options);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      const last = index === options.addresses.length - 1;
      if (last || typeof code !== 'string' || !connectFailures.has(code)) throw error;
    }
  }
  throw new Error('no address to connect to');
}

function getFrom(url: URL, address: ResolvedAddress, options: HttpGetOptions): Promise<HttpGetAnswer> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { headers: options.headers, signal: options.signal, agent: false, lookup: pinnedLookup(address) }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.destroy();
        resolve({ status, headers: response.headers, body: Buffer.alloc(0), truncated: false });
        return;
      }
      readBody(response, options.maxBytes).then(({ body, truncated }) => {
        if (truncated) request.destroy();
        resolve({ status, headers: response.headers, body, truncated });
      }, reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** A `lookup` that answers with the address checked beforehand, whatever DNS would say now. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decoded(response)) {
    const piece = chunk as Buffer;
    if (size + piece.length > maxBytes) {
      chunks.push(piece.subarray(0, maxBytes - size));
      return { body: Buffer.concat(chunks), truncated: true };
    }
    chunks.push(piece);
    size += piece.length;
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (!decoder) return response;
  response.on('error', (error) => decoder.destroy(error));
  return response.pipe(decoder);
}
