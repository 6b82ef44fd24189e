/** How long the file's object URL is kept after the click: the browser has started the download by then. */
const REVOKE_AFTER_MS = 10_000;

/**
 * Saves an `.ics` text as a file (`text/calendar`): the browser downloads it, and a calendar app opens it from
 * there. `fileName` should end in `.ics`.
 */
export function saveCalendarFile(text: string, fileName: string): void {
  const blob = new Blob([text], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
