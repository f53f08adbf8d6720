/**
 * Hands a file to the browser's download (a temporary link to the bytes, clicked). Replaceable so
 * tests can observe what was saved (jsdom cannot download).
 */
let save = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; the URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

export function saveFile(blob: Blob, fileName: string): void {
  save(blob, fileName);
}

export function setSaveFile(next: (blob: Blob, fileName: string) => void): void {
  save = next;
}
