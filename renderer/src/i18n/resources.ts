import type { Resource } from 'i18next';

/** Turns `{ '…/<namespace>/locales/<language>.json': strings }` into i18next resources. */
export function resourcesFrom(files: Record<string, unknown>): Resource {
  const resources: Resource = {};
  for (const [path, strings] of Object.entries(files)) {
    const match = /([^/]+)\/locales\/([^/]+)\.json$/.exec(path);
    if (!match || typeof strings !== 'object' || strings === null) continue;
    const [, namespace, language] = match;
    resources[language] = { ...resources[language], [namespace]: strings as Record<string, unknown> };
  }
  return resources;
}
