import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSource } from '../composer/image-attachments.ts';
import type { ChatImage } from './conversation.ts';

/** The images a prompt carried, as thumbnails that open to full width. */
export function MessageImages({ images }: { images: readonly ChatImage[] }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ul className="message-images" data-testid="message-images">
      {images.map((image, index) => (
        <li key={index}>
          <button
            type="button"
            className={open === index ? 'message-image open' : 'message-image'}
            aria-pressed={open === index}
            aria-label={t('image', { index: index + 1 })}
            onClick={() => setOpen(open === index ? null : index)}
          >
            <img src={imageSource(image)} alt="" />
          </button>
        </li>
      ))}
    </ul>
  );
}
