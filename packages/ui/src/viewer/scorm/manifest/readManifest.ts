import type { PackageProblem } from '../problems';
import { launchUrlOf } from './launchUrl';
import { lmsValuesOf } from './lmsValues';
import { schemaOf, type ScormSchema } from './schema';
import {
  attributeNamed,
  childNamed,
  childrenNamed,
  childText,
  descendantsNamed,
  xmlBaseOf,
} from './xml';

/** One launchable item of the package's organization (a SCO, or an asset it shows as is). */
export type ScormSco = {
  /** The item's identifier: unique in the manifest. */
  id: string;
  title: string;
  /** Absolute, on the manifest's origin. */
  launchUrl: string;
  /** A resource of `scormType` asset: it never talks to the runtime. */
  isAsset: boolean;
  /** The values the LMS gives it from the manifest, named as its version's data model does. */
  lmsValues: Record<string, string>;
};

export type ScormPackage = ScormSchema & {
  manifestUrl: string;
  /** The organization's title ('' when it has none). */
  title: string;
  /** The default organization's launchable items, in the order a learner takes them. */
  scos: ScormSco[];
};

export type ManifestReading =
  { ok: true; package: ScormPackage } | { ok: false; problem: PackageProblem };

const failed = (problem: PackageProblem): ManifestReading => ({ ok: false, problem });

/** The organization `default` names, else the first; none in a package of resources only. */
function defaultOrganization(manifest: Element): Element | null {
  const organizations = childNamed(manifest, 'organizations');
  const all = childrenNamed(organizations, 'organization');
  const named = attributeNamed(organizations, 'default');
  return (
    all.find((organization) => attributeNamed(organization, 'identifier') === named) ??
    all[0] ??
    null
  );
}

/**
 * Reads an `imsmanifest.xml` (IMS Content Packaging with the ADL extensions of SCORM 1.2 or 2004)
 * fetched from `manifestUrl`: the default organization's items that launch a resource, in
 * document order (items nest), each with its launch address, title and the values the LMS
 * derives from the manifest. A package without organizations launches its SCO resources.
 */
export function readManifest(xml: string, manifestUrl: string): ManifestReading {
  const parsed = new DOMParser().parseFromString(xml, 'application/xml');
  if (parsed.getElementsByTagNameNS('*', 'parsererror').length > 0)
    return failed({ kind: 'notXml' });
  const manifest = parsed.documentElement;
  if (manifest.localName.toLowerCase() !== 'manifest') return failed({ kind: 'notManifest' });
  const schema = schemaOf(manifest);
  const resources = childNamed(manifest, 'resources');
  const resourceById = new Map(
    childrenNamed(resources, 'resource').map((resource) => [
      attributeNamed(resource, 'identifier'),
      resource,
    ]),
  );
  const organization = defaultOrganization(manifest);

  const launchable: Array<{
    id: string;
    title: string;
    resource: Element | undefined;
    item: Element | null;
  }> = organization
    ? descendantsNamed(organization, 'item')
        .filter((item) => attributeNamed(item, 'identifierref'))
        .map((item) => ({
          id: attributeNamed(item, 'identifier'),
          title: childText(item, 'title'),
          resource: resourceById.get(attributeNamed(item, 'identifierref')),
          item,
        }))
    : [...resourceById.values()]
        .filter((resource) => attributeNamed(resource, 'scormType').toLowerCase() === 'sco')
        .map((resource) => ({
          id: attributeNamed(resource, 'identifier'),
          title: '',
          resource,
          item: null,
        }));
  if (launchable.length === 0) return failed({ kind: 'noActivity' });

  const scos: ScormSco[] = [];
  for (const [index, { id, title: ownTitle, resource, item }] of launchable.entries()) {
    const title = ownTitle || `Atividade ${index + 1}`;
    if (!resource) return failed({ kind: 'missingResource', title });
    const href = attributeNamed(resource, 'href');
    if (!href) return failed({ kind: 'noLaunchPage', title });
    let launchUrl: URL;
    try {
      launchUrl = launchUrlOf({
        manifestUrl,
        bases: [xmlBaseOf(manifest), xmlBaseOf(resources), xmlBaseOf(resource)],
        href,
        parameters: attributeNamed(item, 'parameters'),
      });
    } catch {
      return failed({ kind: 'badAddress', title });
    }
    if (launchUrl.origin !== new URL(manifestUrl).origin)
      return failed({ kind: 'outsidePortal', title });
    scos.push({
      id: id || `sco-${index + 1}`,
      title,
      launchUrl: launchUrl.href,
      isAsset: attributeNamed(resource, 'scormType').toLowerCase() === 'asset',
      lmsValues: item ? lmsValuesOf(item, manifest, schema.version) : {},
    });
  }
  return {
    ok: true,
    package: { ...schema, manifestUrl, title: childText(organization, 'title'), scos },
  };
}
