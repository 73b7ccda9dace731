import type { ServiceConfig } from '../config.ts';
import { chooseBackend } from './backend.ts';
import { searchSearxng } from './searxng.ts';
import { searchTavily } from './tavily.ts';
import type { SearchAnswer, SearchOptions, SearchQuery } from './types.ts';

/** Searches with the configured backend; failures are ServiceErrors whose message says what to do. */
export async function webSearch(config: ServiceConfig, query: SearchQuery, options: SearchOptions = {}): Promise<SearchAnswer> {
  const backend = chooseBackend(config);
  return backend.name === 'tavily' ? searchTavily(backend, query, options) : searchSearxng(backend.baseUrl, query, options);
}
