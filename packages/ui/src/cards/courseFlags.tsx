import { AwardIcon, ChatBubbleIcon, CoinIcon, SparklesIcon } from '../icons';
import type { CardFlag } from './CardFlags';

export const COURSE_FLAG_TEXT = {
  certificate: 'Com certificado',
  comments: 'Com comentários',
  decoins: 'Rende decoins',
  newContent: 'Conteúdo novo',
} as const;

type FlaggedCourse = {
  haveCertification?: boolean | null;
  haveComments?: boolean | null;
  haveDecoins?: boolean | null;
  hasNewContent?: boolean | null;
};

/** Certificate, decoins, comments (unless a button shows them) and new content. */
export function courseFlags(course: FlaggedCourse, { commentsFlag = true } = {}): CardFlag[] {
  const flags: CardFlag[] = [];
  if (course.haveCertification) {
    flags.push({
      key: 'certificate',
      label: COURSE_FLAG_TEXT.certificate,
      icon: <AwardIcon size="sm" />,
    });
  }
  if (course.haveDecoins) {
    flags.push({ key: 'decoins', label: COURSE_FLAG_TEXT.decoins, icon: <CoinIcon size="sm" /> });
  }
  if (course.haveComments && commentsFlag) {
    flags.push({
      key: 'comments',
      label: COURSE_FLAG_TEXT.comments,
      icon: <ChatBubbleIcon size="sm" />,
    });
  }
  if (course.hasNewContent) {
    flags.push({
      key: 'newContent',
      label: COURSE_FLAG_TEXT.newContent,
      icon: <SparklesIcon size="sm" />,
    });
  }
  return flags;
}
