/** Offers text to the person as a file download. */
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.replace(/[\\/:*?"<>|]+/g, '_');
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
