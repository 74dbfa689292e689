import ImageGallery from 'react-image-gallery';
import 'react-image-gallery/styles/image-gallery.css';
import { GALLERY_SETTINGS, galleryItems } from './gallery.lib';

/** The slider itself: loaded (with its library and CSS) only when a gallery is opened. */
export default function Gallery({ images, label }: { images: readonly string[]; label: string }) {
  return (
    <div className="bk-gallery" data-testid="gallery">
      <ImageGallery items={galleryItems(images, label)} {...GALLERY_SETTINGS} />
    </div>
  );
}
