/**
 * A SCO's launch address: its resource's `href` under the `xml:base` of the manifest, of
 * `<resources>` and of the resource (outermost first), relative to the manifest's own address,
 * with the item's `parameters` joined as SCORM's content aggregation model says: a leading '?'
 * or '&' dropped, joined to the query with '&' when there is one, and a '#fragment' added only
 * when the address has none.
 */
export function launchUrlOf({
  manifestUrl,
  bases,
  href,
  parameters,
}: {
  manifestUrl: string;
  bases: readonly string[];
  href: string;
  parameters: string;
}): URL {
  let base = new URL(manifestUrl);
  for (const xmlBase of bases) {
    if (!xmlBase) continue;
    // An xml:base names a folder; a tool that leaves out its final '/' still means that folder.
    base = new URL(xmlBase.endsWith('/') ? xmlBase : `${xmlBase}/`, base);
  }
  const url = new URL(href, base);
  return withParameters(url, parameters.trim());
}

function withParameters(url: URL, parameters: string): URL {
  if (!parameters) return url;
  if (parameters.startsWith('#')) {
    if (!url.hash) url.hash = parameters;
    return url;
  }
  let query = parameters;
  while (query.startsWith('?') || query.startsWith('&')) query = query.slice(1);
  if (query) url.search = url.search ? `${url.search}&${query}` : `?${query}`;
  return url;
}
