/** One item of a resource's contents as MCP sends it: text, or base64 `blob`. */
export interface ResourceContent {
  uri: string;
  mimeType?: string;
  text?: string;
  blob?: string;
}

/** `[binary image/png, 1,234 bytes: file:///logo.png]` */
export function describeBlob(content: ResourceContent): string {
  const bytes = Buffer.byteLength(content.blob ?? '', 'base64');
  return `[binary ${content.mimeType ?? 'application/octet-stream'}, ${bytes.toLocaleString('en-US')} bytes: ${content.uri}]`;
}

/** A resource's text, or a line describing its binary content. */
export function resourceText(content: ResourceContent): string {
  return typeof content.text === 'string' ? content.text : describeBlob(content);
}
