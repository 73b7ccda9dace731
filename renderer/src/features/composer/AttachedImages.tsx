import { useTranslation } from 'react-i18next';
import { imageSource, type AttachedImage, type Refusal } from './image-attachments.ts';

/** Thumbnails of the images that will go with the prompt, each removable, and why others were left out. */
export function AttachedImages({ images, refusals, onRemove }: { images: readonly AttachedImage[]; refusals: readonly Refusal[]; onRemove(id: string): void }) {
  const { t } = useTranslation('composer');
  if (images.length === 0 && refusals.length === 0) return null;
  return (
    <div className="attached-images">
      {images.length > 0 && (
        <ul aria-label={t('images.attached', { count: images.length })} data-testid="attached-images">
          {images.map((image, index) => (
            <li key={image.id}>
              <img src={imageSource(image)} alt={t('images.alt', { index: index + 1, name: image.name })} />
              <button type="button" className="attached-image-remove" aria-label={t('images.remove', { name: image.name })} onClick={() => onRemove(image.id)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {refusals.map((refusal, index) => (
        <p key={index} className="error" role="alert" data-testid="image-refused">
          {t(`images.refused.${refusal.reason}`, { name: refusal.name })}
        </p>
      ))}
    </div>
  );
}
