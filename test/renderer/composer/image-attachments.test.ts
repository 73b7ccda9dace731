import { describe, expect, it } from 'vitest';
import { imageAccept, sortOutImages } from '../../../renderer/src/features/composer/image-attachments.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('sortOutImages', () => {
  it('takes the image kinds every provider reads, up to 5 MB each', () => {
    const png = file('a.png', 'image/png');
    const jpeg = file('b.jpg', 'image/jpeg', 5 * 1024 * 1024);
    const { accepted, refused } = sortOutImages([png, file('c.tiff', 'image/tiff'), jpeg, file('d.webp', 'image/webp', 5 * 1024 * 1024 + 1), file('e.svg', 'image/svg+xml')], 0);
    expect(accepted).toEqual([png, jpeg]);
    expect(refused).toEqual([
      { name: 'c.tiff', reason: 'type' },
      { name: 'd.webp', reason: 'size' },
      { name: 'e.svg', reason: 'type' },
    ]);
  });

  it('stops at 20 images a prompt, counting those already attached', () => {
    const files = Array.from({ length: 4 }, (_, index) => file(`${index}.gif`, 'image/gif'));
    const { accepted, refused } = sortOutImages(files, 18);
    expect(accepted.map((accepted) => accepted.name)).toEqual(['0.gif', '1.gif']);
    expect(refused).toEqual([
      { name: '2.gif', reason: 'count' },
      { name: '3.gif', reason: 'count' },
    ]);
  });

  it('offers a file picker the same kinds', () => {
    expect(imageAccept).toBe('image/png,image/jpeg,image/gif,image/webp');
  });
});
