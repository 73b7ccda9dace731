/** What went wrong with a cloud service, in the terms a person can act on. */
export type ServiceErrorKind =
  /** A key or base URL is missing or unusable in the settings. */
  | 'config'
  /** The key was refused (HTTP 401). */
  | 'auth'
  /** The key, plan or instance does not allow this request (HTTP 403). */
  | 'forbidden'
  /** The plan's credits or the account's balance are used up. */
  | 'quota'
  /** Too many requests for now (HTTP 429); `retryAfterSeconds` says when to try again, when known. */
  | 'rate-limit'
  /** The service refused the request's parameters (HTTP 400, 422). */
  | 'bad-request'
  | 'not-found'
  /** A failure on the service's side (HTTP 5xx) or an unexpected status. */
  | 'server'
  | 'timeout'
  /** No answer at all: DNS, refused or reset connection, TLS. */
  | 'network'
  /** An answer that is not what the service documents (not JSON, another shape). */
  | 'malformed';

export interface ServiceErrorOptions {
  /** The service as a person knows it, e.g. "Tavily". */
  service: string;
  kind: ServiceErrorKind;
  /** A whole sentence a person understands; it never contains a key. */
  message: string;
  status?: number;
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** A failed call to a cloud service; `message` is meant for the person and the model alike. */
export class ServiceError extends Error {
  override name = 'ServiceError';
  readonly service: string;
  readonly kind: ServiceErrorKind;
  readonly status: number | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(options: ServiceErrorOptions) {
    super(options.message, { cause: options.cause });
    this.service = options.service;
    this.kind = options.kind;
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
