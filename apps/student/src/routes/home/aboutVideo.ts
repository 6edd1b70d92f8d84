import type { LandingVideo } from '@decola/ui';

const MEDIA = `${import.meta.env.BASE_URL}media/`;

/**
 * The about section's presentation video (spec 1 §1): 12 s of title cards in pt-BR over the
 * default brand's colours, with its poster and captions. Static files of public/media, so they
 * stay out of the start-up bundle; AboutSection fetches the video only when it starts playing.
 */
export const ABOUT_VIDEO: LandingVideo = {
  src: `${MEDIA}sobre.mp4`,
  poster: `${MEDIA}sobre-poster.jpg`,
  captionsSrc: `${MEDIA}sobre.vtt`,
};
