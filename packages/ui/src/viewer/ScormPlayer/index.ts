export { ScormPlayer, type ScormPlayerProps } from './ScormPlayer';
export { openPackage, type FetchFile, type PackageOpening } from '../scorm/openPackage';
