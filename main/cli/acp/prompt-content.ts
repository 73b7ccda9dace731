import { fileURLToPath } from 'node:url';
import type { ContentBlock } from '@agentclientprotocol/sdk';
import { promptImage, type PromptImage } from '../../../shared/ipc/domains/chat.ts';
import type { Result } from '../../core/common/result.ts';

export interface PromptInput {
  text: string;
  images: PromptImage[];
}

/**
 * An ACP prompt as Deft's: text blocks joined, resource links named by path for the tools to open,
 * embedded text resources inlined as context, images (and image blobs) attached. A block Deft
 * cannot take (audio, a non-image blob, an image of another type) is an error naming it.
 */
export function promptInput(blocks: readonly ContentBlock[]): Result<PromptInput> {
  const texts: string[] = [];
  const context: string[] = [];
  const images: PromptImage[] = [];
  const image = (mediaType: string, data: string, what: string): string | undefined => {
    const checked = promptImage.safeParse({ mediaType, data });
    if (!checked.success) return `${what} cannot be sent to the model: only PNG, JPEG, GIF and WebP images up to 5 MB are (got ${mediaType}).`;
    images.push(checked.data);
    return undefined;
  };
  for (const [index, block] of blocks.entries()) {
    const what = `Prompt block ${index + 1} (${block.type})`;
    switch (block.type) {
      case 'text':
        texts.push(block.text);
        break;
      case 'resource_link':
        texts.push(`@${pathOf(block.uri)}`);
        break;
      case 'resource': {
        const { resource } = block;
        if ('text' in resource) {
          context.push(`<context uri="${resource.uri}">\n${resource.text}\n</context>`);
          break;
        }
        const problem = image(resource.mimeType ?? 'application/octet-stream', resource.blob, what);
        if (problem) return { ok: false, error: problem };
        break;
      }
      case 'image': {
        const problem = image(block.mimeType, block.data, what);
        if (problem) return { ok: false, error: problem };
        break;
      }
      default:
        return { ok: false, error: `${what} is not supported: Deft takes text, resource links, embedded resources and images.` };
    }
  }
  const text = [texts.join(' ').trim(), ...context].filter((part) => part !== '').join('\n\n');
  if (text === '' && images.length === 0) return { ok: false, error: 'The prompt is empty: give it some text, a resource or an image.' };
  return { ok: true, value: { text: text === '' ? 'See the attached image.' : text, images } };
}

/** A `file://` URI as its path; any other URI as it is. */
function pathOf(uri: string): string {
  if (!uri.startsWith('file:')) return uri;
  try {
    return fileURLToPath(uri);
  } catch {
    return uri;
  }
}
