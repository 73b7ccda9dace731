/** The URL WebFetch may fetch, or why not, in words for the model. */
export function parseWebUrl(text: string): URL | string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return `"${text}" is not a URL; give a full address such as https://example.com/page.`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `WebFetch reads http and https URLs only, not ${url.protocol.slice(0, -1)}.`;
  if (url.username || url.password) return 'WebFetch does not send credentials in URLs; remove the user name and password from it.';
  return url;
}

/** The host a URL's permission rules match: lower-case, no port, no IPv6 brackets. */
export function urlDomain(url: URL): string {
  const host = url.hostname.toLowerCase();
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}
