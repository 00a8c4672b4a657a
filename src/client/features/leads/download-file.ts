/**
 * Starts a download of a same-origin file the way a link click would, so the browser shows its
 * normal download UI and the file name is the one we choose.
 */
export function downloadFile(path: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = path;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
