// The object URL lives until the browser has started the download.
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves text made in the page as a file: nothing on the page links to it, nothing leaves it. */
export function downloadFile(content: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  // Attached for the click: some browsers ignore a click on an element outside the document.
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
