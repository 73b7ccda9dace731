import type { Stats } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import { ToolError, acceptsImages } from '../../tools/define.ts';
import type { ToolContext } from '../../tools/tool.ts';
import type { ResultContent } from '../../../../shared/vocabulary/tool-calls.ts';
import { hashContent } from './file-hash.ts';
import { imageInfo, type ImageInfo } from './image.ts';
import { recordRead, type FileStateTracker } from './file-state.ts';
import { MAX_IMAGE_EDGE, shrinkImage } from './shrink-image.ts';
import { formatBytes } from './sizes.ts';

/** Providers take images of at most 5 MB once base64-encoded, which is 3.75 MB of file. */
export const MAX_IMAGE_BYTES = (5 * 1024 * 1024 * 3) / 4;

/** Larger files are not even loaded to be scaled down. */
export const MAX_IMAGE_FILE_BYTES = 64 * 1024 * 1024;

/** An image as an image block with a line describing it; only the description when the model cannot see images. */
export async function readImage(
  handle: FileHandle,
  absolutePath: string,
  stat: Stats,
  context: ToolContext,
  fileState: FileStateTracker,
): Promise<ResultContent[]> {
  if (stat.size > MAX_IMAGE_FILE_BYTES) {
    throw new ToolError(
      `${absolutePath} is an image of ${formatBytes(stat.size)}, too large to scale down here (at most ${formatBytes(MAX_IMAGE_FILE_BYTES)}). ` +
        'Make a smaller copy with Bash (for example `convert in.png -resize 25% smaller.png` in the scratch folder) and Read that.',
    );
  }
  const data = await handle.readFile();
  const info = imageInfo(data);
  if (!info) throw new ToolError(`${absolutePath} has an image extension but is not a PNG, JPEG, GIF or WebP image.`);
  recordRead(fileState, context.sessionId, absolutePath, stat, hashContent(data));
  const description = `Image ${basename(absolutePath)}: ${describe(info)}, ${formatBytes(stat.size)}.`;
  if (!acceptsImages(context)) {
    return [{ type: 'text', text: `${description} The current model cannot view images, so only this description is given.` }];
  }
  const tooLarge = data.length > MAX_IMAGE_BYTES || Math.max(info.width ?? 0, info.height ?? 0) > MAX_IMAGE_EDGE;
  if (!tooLarge) {
    return [
      { type: 'text', text: description },
      { type: 'image', mediaType: info.mediaType, data: data.toString('base64') },
    ];
  }
  let shrunk;
  try {
    shrunk = await shrinkImage(data, info, MAX_IMAGE_BYTES);
  } catch (error) {
    throw new ToolError(`${absolutePath} could not be scaled down to a size models accept: ${(error as Error).message}.`);
  }
  return [
    { type: 'text', text: `${description} Scaled down to ${shrunk.width}×${shrunk.height} (${formatBytes(shrunk.data.length)}) for the model.` },
    { type: 'image', mediaType: shrunk.mediaType, data: shrunk.data.toString('base64') },
  ];
}

function describe(info: ImageInfo): string {
  const kind = info.mediaType.slice('image/'.length).toUpperCase();
  return info.width && info.height ? `${kind}, ${info.width}×${info.height} pixels` : kind;
}
