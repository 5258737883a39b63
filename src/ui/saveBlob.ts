/**
 * Saves a Blob the browser holds as a file (a CSV read as a blob, spec §7): a temporary object URL
 * on a hidden link with `download`, clicked once. The URL is released after the click has been
 * handed to the browser's download.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
