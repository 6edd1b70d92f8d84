// Reading a manifest's elements by their local names: the IMS and ADL namespaces are written with
// any prefix (or as the default namespace), and some tools leave the namespaces out altogether.

const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';

const sameName = (actual: string, wanted: string) => actual.toLowerCase() === wanted.toLowerCase();

/** The element's child elements with that local name, in document order. */
export function childrenNamed(parent: Element | null | undefined, name: string): Element[] {
  if (!parent) return [];
  return Array.from(parent.children).filter((child) => sameName(child.localName, name));
}

export const childNamed = (parent: Element | null | undefined, name: string): Element | null =>
  childrenNamed(parent, name)[0] ?? null;

/** An element found by a path of local names from `from`, each the first of its name. */
export function descendantAt(from: Element | null | undefined, ...path: string[]): Element | null {
  let element = from ?? null;
  for (const name of path) element = childNamed(element, name);
  return element;
}

/** The trimmed text of the first child with that name ('' when there is none). */
export const childText = (parent: Element | null | undefined, name: string): string =>
  childNamed(parent, name)?.textContent?.trim() ?? '';

/**
 * An attribute by its local name, with or without a prefix (`adlcp:scormtype` in 1.2,
 * `adlcp:scormType` in 2004, `identifierref`, `IDRef`); '' when it is missing.
 */
export function attributeNamed(element: Element | null | undefined, name: string): string {
  if (!element) return '';
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.namespaceURI === XML_NAMESPACE) continue;
    if (sameName(attribute.localName, name)) return attribute.value.trim();
  }
  return '';
}

/** `xml:base` of an element ('' when it has none). */
export const xmlBaseOf = (element: Element | null | undefined): string =>
  element?.getAttributeNS(XML_NAMESPACE, 'base')?.trim() ?? '';

/** Every element under `root` with that local name, in document order (items nest). */
export function descendantsNamed(root: Element, name: string): Element[] {
  return Array.from(root.getElementsByTagNameNS('*', '*')).filter((element) =>
    sameName(element.localName, name),
  );
}

/**
 * The namespaces the document declares or uses, on its root or on any element under it (a tool
 * may declare the ADL namespaces only on the elements that use them).
 */
export function namespacesIn(root: Element): string[] {
  const namespaces = new Set<string>();
  for (const element of [root, ...Array.from(root.getElementsByTagNameNS('*', '*'))]) {
    if (element.namespaceURI) namespaces.add(element.namespaceURI);
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name === 'xmlns' || attribute.prefix === 'xmlns')
        namespaces.add(attribute.value);
      if (attribute.namespaceURI) namespaces.add(attribute.namespaceURI);
    }
  }
  return [...namespaces];
}
