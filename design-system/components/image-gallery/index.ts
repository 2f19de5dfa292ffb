export { ImageGallery, imageGalleryVariants } from "./image-gallery";
export type { GalleryImage, ImageGalleryProps, ImageGalleryRatio, ImageGalleryVariants } from "./image-gallery";
