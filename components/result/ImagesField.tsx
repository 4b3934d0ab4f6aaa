import { t } from '@/lib/i18n/t';
import { Field } from '@/components/result/Field';
import { imageSrc } from '@/components/result/safe-url';
import { SafeLink } from '@/components/result/SafeLink';

/** The document's images as thumbnails with their addresses; only safe sources are loaded. */
export function ImagesField({ images }: { images: string[] }) {
  return (
    <Field name="images" title={t('result_images', images.length)}>
      <ul class="image-grid">
        {images.map((image, i) => {
          const src = imageSrc(image);
          return (
            <li key={i}>
              {src && <img src={src} alt="" loading="lazy" referrerpolicy="no-referrer" />}
              <SafeLink href={image}>{image.startsWith('data:') ? t('result_inlineImage') : image}</SafeLink>
            </li>
          );
        })}
      </ul>
    </Field>
  );
}
