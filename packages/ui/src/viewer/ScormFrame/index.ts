export { ScormFrame, type ScormFrameProps } from './ScormFrame';
export { type ScormCheckpoint } from '../scorm/checkpoints';
