import type { CheckResultView } from '../../../../shared/ipc/domains/models.ts';
import type { ServiceConfig, WebSearchBackend } from '../config.ts';
import { ServiceError } from '../http/service-error.ts';
import { chooseBackend } from './backend.ts';
import { webSearch } from './web-search.ts';

export interface WebSearchCheck extends CheckResultView {
  /** The backend that was tried; absent when none is configured. */
  backend?: WebSearchBackend;
}

const names: Record<WebSearchBackend, string> = { tavily: 'Tavily', searxng: 'SearXNG' };

/** The settings screen's test button: one tiny search with the configured backend. */
export async function checkWebSearch(config: ServiceConfig, options: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<WebSearchCheck> {
  let backend: WebSearchBackend | undefined;
  try {
    backend = chooseBackend(config).name;
    const query = { query: 'weather', allowedDomains: [], blockedDomains: [], maxResults: 1 };
    const answer = await webSearch(config, query, { timeoutMs: 10_000, ...options });
    const count = answer.results.length;
    return { ok: true, backend, detail: `${names[backend]} works: a test search returned ${count} result${count === 1 ? '' : 's'}.` };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { ok: false, ...(backend && { backend }), detail: error.message };
  }
}
