import { z } from 'zod';
import type { ServiceConfig } from '../config.ts';
import { describeStatus, requestJson, type HttpFailure } from '../http/request.ts';
import { ServiceError } from '../http/service-error.ts';
import { serviceUrl } from '../http/service-url.ts';
import type { WebFormat } from './types.ts';

const service = 'Jina Reader';

export const defaultJinaReaderBaseUrl = 'https://r.jina.ai';

/** The stored Jina key and the Reader's address (checked), or undefined when no key is set. */
export function jinaBackend(config: ServiceConfig | undefined): { key: string; baseUrl: URL } | undefined {
  const key = config?.key('JINA_API_KEY');
  if (!key) return undefined;
  return { key, baseUrl: serviceUrl(service, config?.url('JINA_READER_BASE_URL') ?? defaultJinaReaderBaseUrl, '') };
}

const jinaResponse = z.object({
  code: z.number().optional(),
  data: z
    .object({
      title: z.string().nullish(),
      url: z.string().nullish(),
      content: z.string().nullish(),
      warning: z.string().nullish(),
    })
    .nullish(),
  readableMessage: z.string().nullish(),
  message: z.string().nullish(),
});

export interface JinaPage {
  title?: string;
  /** The page Jina read, which may differ from the one asked for after redirects. */
  url?: string;
  content: string;
}

/** Reads a page through Jina Reader (cloud-apis §3.1): `POST /` with the URL, JSON back. */
export async function readWithJina(
  backend: { key: string; baseUrl: string },
  url: string,
  format: WebFormat,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<JinaPage> {
  const response = await requestJson(
    {
      service,
      url: serviceUrl(service, backend.baseUrl, ''),
      method: 'POST',
      headers: {
        authorization: `Bearer ${backend.key}`,
        'x-return-format': format,
        'x-timeout': String(Math.max(1, Math.floor(options.timeoutMs / 1000) - 1)),
      },
      json: { url },
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      onFailure: jinaFailure,
    },
    jinaResponse,
  );
  const data = response.data;
  if (!data || typeof data.content !== 'string') {
    const said = response.readableMessage ?? response.message ?? 'no content and no reason';
    throw new ServiceError({ service, kind: 'server', status: 200, message: `Jina Reader answered without the page: ${said}.` });
  }
  const targetError = /returned error (\d{3})/i.exec(data.warning ?? '');
  if (targetError) {
    throw new ServiceError({ service, kind: 'server', status: 200, message: `Jina Reader could not read the page: ${data.warning}.` });
  }
  return { title: data.title?.trim() || undefined, url: data.url ?? undefined, content: data.content };
}

/** Jina's errors (cloud-apis §3.3): 402 is an empty balance; a 429 may carry `retryAfter` in its body. */
function jinaFailure(failure: HttpFailure): ServiceError | undefined {
  if (failure.status === 401) return describeStatus(service, failure, { advice: 'Check the Jina key (JINA_API_KEY or the key in Settings).' });
  if (failure.status === 402) return describeStatus(service, failure, { advice: 'Recharge the Jina account, or remove the key to fetch pages directly.' });
  if (failure.status === 429 && failure.retryAfterSeconds === undefined) {
    const retryAfter = (failure.json as { retryAfter?: unknown } | undefined)?.retryAfter;
    return describeStatus(service, { ...failure, retryAfterSeconds: typeof retryAfter === 'number' ? retryAfter : undefined });
  }
  return undefined;
}
