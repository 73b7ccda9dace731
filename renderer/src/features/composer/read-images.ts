import type { PromptImage } from '../../../../shared/ipc/domains/chat.ts';
import type { AttachedImage } from './image-attachments.ts';

/** The image files a paste or drop carries (other items, such as text, are left to the text box). */
export function imageFilesOf(data: DataTransfer): File[] {
  return [...data.items].flatMap((item) => {
    const file = item.kind === 'file' && item.type.startsWith('image/') ? item.getAsFile() : null;
    return file ? [file] : [];
  });
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read.`));
    reader.readAsDataURL(file);
  });
}

let nextId = 0;

/** Reads accepted files into images ready to send. */
export async function readImages(files: readonly File[]): Promise<AttachedImage[]> {
  return Promise.all(
    files.map(async (file) => ({
      id: `image-${++nextId}`,
      name: file.name || file.type,
      mediaType: file.type as PromptImage['mediaType'],
      data: await base64Of(file),
    })),
  );
}
