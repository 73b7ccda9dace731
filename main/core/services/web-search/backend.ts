import type { ServiceConfig } from '../config.ts';
import { ServiceError } from '../http/service-error.ts';

export type SearchBackend = { name: 'tavily'; key: string; baseUrl: string } | { name: 'searxng'; baseUrl: string };

export const defaultTavilyBaseUrl = 'https://api.tavily.com';

const howToConfigure =
  'Set a Tavily API key (the TAVILY_API_KEY environment variable, or the Tavily key in Settings), ' +
  'or the address of a SearXNG instance with JSON output enabled (the SEARXNG_URL environment variable, ' +
  'or "services": {"urls": {"SEARXNG_URL": "http://host:8080"}} in Deft\'s settings.json).';

/** Tavily when a key is set, else SearXNG when its address is set, unless `webSearchBackend` forces one. */
export function chooseBackend(config: ServiceConfig): SearchBackend {
  const key = config.key('TAVILY_API_KEY');
  const tavily = key ? ({ name: 'tavily', key, baseUrl: config.url('TAVILY_BASE_URL') ?? defaultTavilyBaseUrl } as const) : undefined;
  const searxngUrl = config.url('SEARXNG_URL');
  const searxng = searxngUrl ? ({ name: 'searxng', baseUrl: searxngUrl } as const) : undefined;
  const forced = config.webSearchBackend;
  if (forced === 'tavily' && !tavily) {
    throw notConfigured('Tavily', 'Web search is set to use Tavily ("services": {"webSearch": "tavily"}), but no Tavily API key is set: set TAVILY_API_KEY or add the key in Settings.');
  }
  if (forced === 'searxng' && !searxng) {
    throw notConfigured(
      'SearXNG',
      'Web search is set to use SearXNG ("services": {"webSearch": "searxng"}), but no SearXNG address is set: set SEARXNG_URL or "services": {"urls": {"SEARXNG_URL": "http://host:8080"}} in settings.json.',
    );
  }
  const chosen = forced === 'searxng' ? searxng : (tavily ?? searxng);
  if (!chosen) throw notConfigured('Web search', `Web search is not configured. ${howToConfigure}`);
  return chosen;
}

function notConfigured(service: string, message: string): ServiceError {
  return new ServiceError({ service, kind: 'config', message });
}
