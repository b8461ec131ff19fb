/** Hands a downloaded blob to the browser under its file name, then lets the blob go. */
export function saveFile(objectUrl: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the blob once the click's download started; revoke on the next task.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}
