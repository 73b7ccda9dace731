import { ServiceError } from './service-error.ts';

/** `path` under a base URL that may or may not end with a slash (a self-hosted service can live under a path). */
export function serviceUrl(service: string, base: string, path: string): URL {
  let url: URL;
  try {
    url = new URL(base.endsWith('/') ? base : `${base}/`);
  } catch {
    throw new ServiceError({ service, kind: 'config', message: `The ${service} address "${base}" is not a URL; set it to e.g. https://host:port.` });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ServiceError({ service, kind: 'config', message: `The ${service} address "${base}" must start with http:// or https://.` });
  }
  return new URL(path.replace(/^\/+/, ''), url);
}
