import { describe, expect, it } from 'vitest';
import { imageInfo } from '../../../../../main/core/builtins/files/image.ts';
import { makePng } from './make-files.ts';

function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame]);
}

function webpExtended(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0, 'latin1');
  bytes.write('WEBPVP8X', 8, 'latin1');
  bytes.writeUIntLE(width - 1, 24, 3);
  bytes.writeUIntLE(height - 1, 27, 3);
  return bytes;
}

describe('imageInfo', () => {
  it('recognises PNG, JPEG, GIF and WebP and reads their dimensions', () => {
    expect(imageInfo(makePng(640, 480))).toEqual({ mediaType: 'image/png', width: 640, height: 480 });
    expect(imageInfo(jpeg(1920, 1080))).toEqual({ mediaType: 'image/jpeg', width: 1920, height: 1080 });
    const gif = Buffer.from([...Buffer.from('GIF89a'), 0x20, 0x03, 0x58, 0x02, 0, 0]);
    expect(imageInfo(gif)).toEqual({ mediaType: 'image/gif', width: 800, height: 600 });
    expect(imageInfo(webpExtended(4000, 3000))).toEqual({ mediaType: 'image/webp', width: 4000, height: 3000 });
  });

  it('gives no dimensions for a damaged JPEG, and nothing for other files', () => {
    expect(imageInfo(Buffer.from([0xff, 0xd8, 0xff, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]))).toEqual({ mediaType: 'image/jpeg' });
    expect(imageInfo(Buffer.from('%PDF-1.4 hello world'))).toBeUndefined();
  });
});
