/** Hands a file to the browser's download (a link to it, clicked), then lets the object URL go. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // revoked later: some browsers read the URL after the click returns
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
