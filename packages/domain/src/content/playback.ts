import { LIMITS } from '../constants/limits';
import { ERROR_CODES } from '../messages/errorCodes';
import { VALIDATION_MESSAGES } from '../messages/validationMessages';
import type { ValidationProblem } from '../shared/validation';

/** Playback speed above 0 and at most 2, checked before saving progress. */
export const validatePlaybackSpeed = (rate: number): ValidationProblem[] =>
  rate > 0 && rate <= LIMITS.playbackRateMax
    ? []
    : [{ code: ERROR_CODES.INVALID_SPEED_RATE, message: VALIDATION_MESSAGES.speedRate }];

/** Checkpoint seconds not negative (and a real number of seconds). */
export const validateCheckpoint = (seconds: number): ValidationProblem[] =>
  Number.isFinite(seconds) && seconds >= 0
    ? []
    : [{ code: ERROR_CODES.INVALID_CHECKPOINT, message: VALIDATION_MESSAGES.checkpoint }];
