import { maxPromptImageBytes, maxPromptImages, promptImageTypes, type PromptImage } from '../../../../shared/ipc/domains/chat.ts';

/** An image waiting in the composer to go with the next prompt. */
export interface AttachedImage extends PromptImage {
  id: string;
  name: string;
}

export type RefusalReason = 'type' | 'size' | 'count' | 'unreadable';

export interface Refusal {
  name: string;
  reason: RefusalReason;
}

type Candidate = Pick<File, 'name' | 'type' | 'size'>;

const acceptedTypes: readonly string[] = promptImageTypes;

/** The accept list of a file picker offering only the images a prompt can carry. */
export const imageAccept = promptImageTypes.join(',');

/** Which of the given files may join the `attached` images already waiting, and why the others may not. */
export function sortOutImages<T extends Candidate>(files: readonly T[], attached: number): { accepted: T[]; refused: Refusal[] } {
  const accepted: T[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    const reason: RefusalReason | undefined = !acceptedTypes.includes(file.type)
      ? 'type'
      : file.size > maxPromptImageBytes
        ? 'size'
        : attached + accepted.length >= maxPromptImages
          ? 'count'
          : undefined;
    if (reason) refused.push({ name: file.name, reason });
    else accepted.push(file);
  }
  return { accepted, refused };
}

export const imageSource = (image: { mediaType: string; data: string }) => `data:${image.mediaType};base64,${image.data}`;
