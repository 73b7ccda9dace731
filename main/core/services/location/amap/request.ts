import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { readJson, requestText } from '../../http/request.ts';
import { ServiceError } from '../../http/service-error.ts';
import { serviceUrl } from '../../http/service-url.ts';
import type { RequestOptions } from '../types.ts';
import { amapService, type AmapClient } from './client.ts';
import { amapBusinessError } from './infocodes.ts';

const envelope = z.object({ status: z.string(), info: z.unknown().optional(), infocode: z.unknown().optional() });

/** v4 endpoints (bicycling) wrap their answer differently: `{data, errcode, errmsg, errdetail}` (cloud-apis §4.5). */
const v4Envelope = z.object({ errcode: z.union([z.number(), z.string()]), errmsg: z.unknown().optional() });

/** How often a request refused for its rate (an infocode such as 10021, common on personal keys) is repeated. */
const rateRetries = 2;

type Parameters = Record<string, string | number | undefined>;

/**
 * A GET to Amap's Web service. HTTP 200 carries the business errors (`status: "0"` with an `infocode`);
 * those become ServiceErrors, and a rate refusal is tried again after a pause.
 */
export async function amapGet<T>(client: AmapClient, path: string, parameters: Parameters, schema: z.ZodType<T>, options: RequestOptions = {}): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await amapAttempt(client, path, parameters, schema, options);
    } catch (error) {
      const refusedForRate = error instanceof ServiceError && error.kind === 'rate-limit' && error.status === 200;
      if (!refusedForRate || attempt >= rateRetries) throw error;
      await sleep(client.timings.rateRetryDelayMs, undefined, { signal: options.signal });
    }
  }
}

async function amapAttempt<T>(client: AmapClient, path: string, parameters: Parameters, schema: z.ZodType<T>, options: RequestOptions): Promise<T> {
  const url = serviceUrl(amapService, client.baseUrl, path);
  url.searchParams.set('key', client.key);
  for (const [name, value] of Object.entries(parameters)) if (value !== undefined) url.searchParams.set(name, String(value));
  const answer = await requestText({ service: amapService, url, timeoutMs: client.timings.timeoutMs, signal: options.signal, headers: { accept: 'application/json' } });
  const head = readJson(amapService, answer, z.union([envelope, v4Envelope]));
  const [failed, code, info] = 'status' in head ? [head.status !== '1', head.infocode, head.info] : [String(head.errcode) !== '0', head.errcode, head.errmsg];
  if (failed) throw amapBusinessError(typeof code === 'string' || typeof code === 'number' ? String(code) : 'unknown', typeof info === 'string' ? info : '');
  return readJson(amapService, answer, schema);
}
