import type { LandingVideo } from '@decola/ui';

const MEDIA = `${import.meta.env.BASE_URL}media/`;

/** Files of public/media, out of the start-up bundle; fetched only when it starts playing. */
export const ABOUT_VIDEO: LandingVideo = {
  src: `${MEDIA}sobre.mp4`,
  poster: `${MEDIA}sobre-poster.jpg`,
  captionsSrc: `${MEDIA}sobre.vtt`,
};
