import type { ImageInfo } from './image.ts';

/** Anthropic's advice for the long edge; larger images cost tokens and are scaled down anyway. */
export const MAX_IMAGE_EDGE = 1568;

export interface ShrunkImage {
  data: Buffer;
  mediaType: string;
  width: number;
  height: number;
}

/**
 * Scales an image down so its long edge is at most `maxEdge` and its size at most `maxBytes`,
 * stepping down the edge (and, for photos, the JPEG quality) until it fits. GIFs become PNGs of their
 * first frame. sharp is loaded on first use only: it is large.
 */
export async function shrinkImage(data: Buffer, info: ImageInfo, maxBytes: number, maxEdge = MAX_IMAGE_EDGE): Promise<ShrunkImage> {
  const { default: sharp } = await import('sharp');
  const photo = info.mediaType === 'image/jpeg' || info.mediaType === 'image/webp';
  for (let edge = maxEdge; edge >= 256; edge = Math.floor(edge * 0.7)) {
    const resized = sharp(data, { animated: false }).rotate().resize(edge, edge, { fit: 'inside', withoutEnlargement: true });
    const encoded = photo ? resized.jpeg({ quality: edge === maxEdge ? 85 : 75 }) : resized.png({ compressionLevel: 9 });
    const { data: output, info: size } = await encoded.toBuffer({ resolveWithObject: true });
    if (output.length <= maxBytes) {
      return { data: output, mediaType: photo ? 'image/jpeg' : 'image/png', width: size.width, height: size.height };
    }
  }
  throw new Error(`the image does not fit in ${maxBytes} bytes even at 256 pixels`);
}
