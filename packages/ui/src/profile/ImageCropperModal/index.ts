export { ImageCropperModal, CROPPER_TITLE, type ImageCropperModalProps } from './ImageCropperModal';
export { CROPPED_IMAGE_SIZE } from './renderCroppedImage';
