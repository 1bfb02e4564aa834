// The image field moved to the form kit (shared with the agricultural service's crops).
export { fileRef, ImageUpload, StoredImage } from '@/components/form/ImageUpload';
