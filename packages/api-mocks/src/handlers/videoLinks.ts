import { isYouTubeVideoId } from '@decola/domain';
import { http as untypedHttp, HttpResponse } from 'msw';
import { DEMO_VIDEO_LINK_BASE, pickFor, VIDEO, videoFileUrl } from '../seed/learning/demoFiles';

/**
 * A pill's link (`/student/demo/video/<YouTube id>`) leads to a real local video: the same one for
 * the same id, as the content videos pick theirs.
 */
export const videoLinkHandler = untypedHttp.get(`*${DEMO_VIDEO_LINK_BASE}/:code`, ({ params }) => {
  const code = String(params.code);
  if (!isYouTubeVideoId(code)) return undefined;
  return new HttpResponse(null, {
    status: 302,
    headers: { Location: videoFileUrl(pickFor(VIDEO, code)), 'Cache-Control': 'no-cache' },
  });
});
