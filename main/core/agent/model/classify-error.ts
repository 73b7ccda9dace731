import { z } from 'zod';
import { lazy } from '../../common/lazy.ts';
import { apiKeyNames, keyAdvice, providerLabels, type ProviderConfig } from './provider-config.ts';
import { retryAfterMs } from './retry-after.ts';
import { ModelError, type ModelErrorKind, type ProviderId } from './types.ts';

export interface ErrorContext {
  config: ProviderConfig;
  model: string;
  /** The URL the request went to, for "cannot reach" messages. */
  endpoint: string | undefined;
  signal: AbortSignal;
  /** Whether the response had begun: a broken connection is then an interrupted stream. */
  streaming: boolean;
}

/** The fields the provider packages' errors carry (APICallError, their stream errors, fetch's). Made at the first error. */
const errorFields = lazy(() =>
  z.looseObject({
    name: z.string().optional(),
    message: z.string().optional(),
    statusCode: z.number().optional(),
    responseHeaders: z.record(z.string(), z.string()).optional(),
    responseBody: z.string().optional(),
    type: z.string().optional(),
    code: z.union([z.string(), z.number()]).nullish(),
    cause: z.unknown().optional(),
  }),
);
type ErrorFields = z.infer<ReturnType<typeof errorFields>>;

/** An error body of either family: `{error: {message, type}}` or Anthropic's `{type: 'error', error: {...}}`. */
const errorBody = lazy(() => z.object({ error: z.object({ message: z.string() }) }));

const networkCodes = /ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|UND_ERR/;
const networkMessages = /fetch failed|terminated|socket hang up|other side closed|cannot connect to api|network|connection (reset|closed|refused)/i;
const contextMessages = /prompt is too long|context.length|context window|maximum context|too many tokens|request_too_large|reduce the length/i;

/** Whatever a provider package threw, as a ModelError the loop can act on and a person can read. */
export function toModelError(error: unknown, context: ErrorContext): ModelError {
  if (error instanceof ModelError) return error;
  const who = label(context.config);
  if (context.signal.aborted || (error instanceof Error && error.name === 'AbortError')) {
    return new ModelError('cancelled', `The request to ${who} was cancelled.`, { cause: error });
  }
  const chain = causes(error);
  const fields = chain[0] ?? {};
  const status = fields.statusCode;
  const detail = providerMessage(fields);
  const said = chain.map((entry) => `${entry.type ?? ''} ${entry.code ?? ''} ${entry.message ?? ''}`).join(' ');
  const make = (kind: ModelErrorKind, message: string) =>
    new ModelError(kind, message, { status, cause: error, retryAfterMs: retryAfterMs(fields.responseHeaders) });
  const http = status === undefined ? '' : ` (HTTP ${status})`;

  if (/insufficient_quota/.test(said)) return make('other', `${who} refused the request: the account is out of quota${http}. ${detail}`);
  if (status === 429 || /rate_limit/.test(said)) return make('rate_limited', `${who} is rate limiting requests${http}: ${detail}`);
  if (status === 529 || /overloaded/i.test(said)) return make('overloaded', `${who} is overloaded${http}: ${detail}`);
  if (status === 401 || status === 403 || /authentication_error|invalid_api_key/.test(said)) {
    return make('auth', `${who} rejected the API key${http}: ${detail}. ${keyAdvice(context.config.provider)}`);
  }
  if (status === 413 || ((status === undefined || status === 400) && contextMessages.test(said))) {
    return make('context_too_long', `The conversation is too long for ${context.model}${http}: ${detail}`);
  }
  if ((status !== undefined && status >= 500) || (status === undefined && /server_error|api_error/.test(said))) {
    return make('server', `${who} had a server error${http}: ${detail}`);
  }
  if (status !== undefined && status >= 400) return make('bad_request', `${who} refused the request${http}: ${detail}`);
  if (chain.some((entry) => networkCodes.test(String(entry.code ?? '')) || networkMessages.test(entry.message ?? ''))) {
    const reason = chain.at(-1)?.message ?? detail;
    // fetch reports a connection lost while reading the body as "terminated": the response had begun.
    const midResponse = context.streaming || chain.some((entry) => entry.message === 'terminated');
    if (midResponse) return make('interrupted', `The connection to ${who} broke before the response was complete (${reason}).`);
    const cannotReach = `Cannot reach ${who}${context.endpoint ? ` at ${context.endpoint}` : ''}`;
    const nobodyThere = unreachableReason(chain, context.endpoint);
    return nobodyThere === undefined
      ? make('network', `${cannotReach}: ${reason}`)
      : make('unreachable', `${cannotReach}: ${nobodyThere}. ${unreachableAdvice(context.config.provider)}`);
  }
  if (/ended without a finish/i.test(said)) return make('interrupted', `The response from ${who} ended before it was complete.`);
  return make('other', `${who} failed: ${detail}`);
}

/**
 * Why no server can be there, when that is so: no address for the host name, or a refused connection on
 * this machine (a remote host that refuses may be restarting, so that one stays worth retrying).
 */
function unreachableReason(chain: Array<ErrorFields>, endpoint: string | undefined): string | undefined {
  const codes = chain.map((entry) => String(entry.code ?? ''));
  const host = endpoint !== undefined && URL.canParse(endpoint) ? new URL(endpoint).hostname : undefined;
  if (codes.includes('ENOTFOUND')) return `there is no host named ${host ?? 'so'}`;
  if (codes.includes('ECONNREFUSED') && host !== undefined && isLoopback(host)) return 'nothing is listening there (connection refused)';
  return undefined;
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '[::1]' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** What to do when a model endpoint is not there: usually the first run, with nothing configured. */
function unreachableAdvice(provider: ProviderId): string {
  const choose = `choose a provider with --provider, DEFT_PROVIDER or the settings' "model"`;
  const doctor = '`deft doctor` shows the model a run would use, where that came from, and whether it answers.';
  if (provider === 'ollama') {
    const keys = [...new Set([...apiKeyNames.anthropic, ...apiKeyNames.openai])].join(', ');
    return `Start Ollama (\`ollama serve\`, or set OLLAMA_HOST to where it runs), or use a hosted model: set a key (${keys}) or ${choose}. ${doctor}`;
  }
  return `Check the base URL (--base-url, DEFT_BASE_URL, or the settings' env), or ${choose}. ${doctor}`;
}

/** The error and its causes, outermost first. */
function causes(error: unknown): Array<ErrorFields> {
  const chain: Array<ErrorFields> = [];
  let current: unknown = error;
  while (current !== undefined && chain.length < 6) {
    const parsed = errorFields().safeParse(current);
    if (!parsed.success) break;
    chain.push(parsed.data);
    current = parsed.data.cause;
  }
  return chain;
}

function providerMessage(fields: ErrorFields): string {
  const body = fields.responseBody === undefined ? undefined : parseJson(fields.responseBody);
  const parsed = errorBody().safeParse(body);
  const message = parsed.success ? parsed.data.error.message : (fields.message ?? 'unknown error');
  return message.replace(/(?<!\.)\.$/, '');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function label(config: ProviderConfig): string {
  if (config.provider !== 'openai-compatible' || config.baseUrl === undefined) return providerLabels[config.provider];
  return URL.canParse(config.baseUrl) ? new URL(config.baseUrl).host : config.baseUrl;
}
