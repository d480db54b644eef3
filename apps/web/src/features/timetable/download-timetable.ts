import { saveBlob } from '../../lib/download';
import { timetableFileName } from './lesson-rules';

function dataUrlToBlob(dataUrl: string): Blob {
  const [header = '', base64 = ''] = dataUrl.split(',');
  const type = /^data:([^;]+)/.exec(header)?.[1] ?? 'image/jpeg';
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
}

/**
 * Saves the week on screen as "{first name}'s calendar.jpeg". The image library is fetched on the
 * first download only; the data URL is decoded here because the CSP does not let fetch() read data: URLs.
 */
export async function downloadTimetable(node: HTMLElement, firstName: string): Promise<void> {
  const { getFontEmbedCSS, toCanvas, toJpeg } = await import('html-to-image');
  const options = { fontEmbedCSS: await getFontEmbedCSS(node), backgroundColor: '#ffffff' };
  // A busy browser may draw the picture before its embedded font is ready, falling back to a wider
  // font that wraps the labels; a first small drawing loads the font so the real one has it.
  await toCanvas(node, { ...options, pixelRatio: 1 });
  const dataUrl = await toJpeg(node, { ...options, quality: 0.92, pixelRatio: 2 });
  saveBlob(dataUrlToBlob(dataUrl), timetableFileName(firstName));
}
