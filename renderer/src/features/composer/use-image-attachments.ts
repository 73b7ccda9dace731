import { useState } from 'react';
import { sortOutImages, type AttachedImage, type Refusal } from './image-attachments.ts';
import { readImages } from './read-images.ts';

/** The images waiting to go with the next prompt, and why the last ones offered were refused. */
export function useImageAttachments() {
  const [images, setImages] = useState<AttachedImage[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  const add = async (files: readonly File[]) => {
    if (files.length === 0) return;
    const { accepted, refused } = sortOutImages(files, images.length);
    try {
      const read = await readImages(accepted);
      setImages((current) => [...current, ...read]);
      setRefusals(refused);
    } catch {
      setRefusals([...refused, ...accepted.map((file) => ({ name: file.name, reason: 'unreadable' as const }))]);
    }
  };
  const remove = (id: string) => setImages((current) => current.filter((image) => image.id !== id));
  const clear = () => {
    setImages([]);
    setRefusals([]);
  };
  return { images, refusals, add, remove, clear };
}
