// Saving a file the app holds in memory (a document, a CSV): through a link that lives for one
// click, its object URL revoked once the browser has started the download.

/** Saves `blob` as `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the browser has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
