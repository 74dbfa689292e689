/** The gallery's settings (docs/product.md, Constants), as react-image-gallery names them. */
export const GALLERY_SETTINGS = {
  slideDuration: 450,
  slideInterval: 3000,
  swipeThreshold: 30,
  flickThreshold: 0.4,
  infinite: true,
  showThumbnails: true,
  autoPlay: false,
  showPlayButton: false,
  showFullscreenButton: false,
} as const;

/** The gallery's items: each image is its own thumbnail. */
export const galleryItems = (urls: readonly string[], label: string) =>
  urls.map((url, i) => ({ original: url, thumbnail: url, originalAlt: `${label} ${i + 1}`, thumbnailAlt: `${label} ${i + 1}` }));
