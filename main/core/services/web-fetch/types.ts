export type WebFormat = 'markdown' | 'text' | 'html';

export const maxPageBytes = 5 * 1024 * 1024;

/** A page as WebFetch hands it to the model and the UI. */
export interface FetchedPage {
  /** The URL asked for. */
  url: string;
  /** Where the content came from, after same-host redirects and the https upgrade. */
  finalUrl: string;
  title?: string;
  content: string;
  format: WebFormat;
  /** The Content-Type the site sent (or Jina's). */
  contentType: string;
  /** Bytes received (decoded), at most the 5 MB cap. */
  bytes: number;
  /** The body went past 5 MB and was cut there. */
  truncated: boolean;
  via: 'jina' | 'direct';
  /** Why Jina Reader was not used although a key is set. */
  jinaError?: string;
  /** How the HTML was reduced, for HTML pages converted to Markdown or text. */
  extraction?: 'main-content' | 'whole-body';
  pdfPages?: { shown: number; total: number };
  /** The restricted range (loopback, private, …) the host resolved to, when a rule allowed it. */
  restricted?: string;
}

/** A redirect to another host: not followed; the model must fetch the target itself (with its own permission). */
export interface CrossHostRedirect {
  from: string;
  to: string;
  /** The HTTP status of the redirect; absent when Jina Reader followed it. */
  status?: number;
  /** Why fetching the target will be refused, when its host resolves to a restricted address no rule allows. */
  refusal?: string;
}
