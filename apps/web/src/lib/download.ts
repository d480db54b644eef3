/** Saves a file answer under a name, through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens a file in a new tab. The tab is opened during the click, before the file arrives, so
 * pop-up blockers let it through; it is closed again if loading fails.
 */
export async function openInNewTab(load: () => Promise<Blob>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await load());
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** A safe file name for a title: '{title}.pdf' without characters file systems refuse. */
export function pdfFileName(title: string): string {
  return `${title.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'document'}.pdf`;
}
