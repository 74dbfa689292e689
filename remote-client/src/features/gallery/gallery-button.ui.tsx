import { lazy, Suspense, useState } from 'react';
import { Button, LoadingState, Modal } from '@booking/platform';
import { texts } from '../../shared/texts';

const Gallery = lazy(() => import('./gallery.ui'));

/**
 * The gallery button, only when the place has gallery images (the API's `gallery`, seeded for
 * place 7: docs/product.md, Client screens). It opens a modal slider; the overlay or the close button closes it.
 */
export function GalleryButton({ images }: { images: readonly string[] }) {
  const [open, setOpen] = useState(false);
  if (images.length === 0) return null;
  return (
    <>
      <Button variant="secondary" block onClick={() => setOpen(true)}>
        {texts.gallery}
      </Button>
      {open && (
        <Modal title={texts.gallery} variant="center" onClose={() => setOpen(false)}>
          <Suspense fallback={<LoadingState />}>
            <Gallery images={images} label={texts.gallery} />
          </Suspense>
        </Modal>
      )}
    </>
  );
}
