import { childNamed, childText, namespacesIn } from './xml';

export type ScormVersion = '1.2' | '2004';
/** The SCORM the manifest declares; 2004's edition when it says which (2nd, 3rd or 4th). */
export type ScormSchema = { version: ScormVersion; edition: 2 | 3 | 4 | null };

const SCORM_2004_NAMESPACES = [
  'http://www.adlnet.org/xsd/adlcp_v1p3',
  'http://www.imsglobal.org/xsd/imsss',
  'http://www.adlnet.org/xsd/adlseq_v1p3',
  'http://www.adlnet.org/xsd/adlnav_v1p3',
];
const SCORM_12_NAMESPACES = [
  'http://www.imsproject.org/xsd/imscp_rootv1p1p2',
  'http://www.adlnet.org/xsd/adlcp_rootv1p2',
];

/** '2004 3rd Edition' → 3; the 2nd edition called itself 'CAM 1.3'. */
function editionOf(declared: string): 2 | 3 | 4 | null {
  if (declared.includes('4th')) return 4;
  if (declared.includes('3rd')) return 3;
  if (declared.includes('2nd') || declared.includes('1.3')) return 2;
  return null;
}

/**
 * The manifest's `<metadata><schemaversion>` decides ('1.2', 'CAM 1.3', '2004 3rd Edition',
 * '2004 4th Edition'); without one, the ADL namespaces it declares or uses anywhere; else SCORM
 * 1.2, the oldest.
 */
export function schemaOf(manifest: Element): ScormSchema {
  const declared = childText(childNamed(manifest, 'metadata'), 'schemaversion').toLowerCase();
  if (declared === '1.2' || declared === '1.1') return { version: '1.2', edition: null };
  if (declared.includes('2004') || declared.includes('1.3'))
    return { version: '2004', edition: editionOf(declared) };
  const namespaces = namespacesIn(manifest);
  if (namespaces.some((namespace) => SCORM_2004_NAMESPACES.includes(namespace)))
    return { version: '2004', edition: null };
  if (namespaces.some((namespace) => SCORM_12_NAMESPACES.includes(namespace)))
    return { version: '1.2', edition: null };
  return { version: '1.2', edition: null };
}
