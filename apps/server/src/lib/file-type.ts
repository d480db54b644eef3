import type { CERTIFICATE_MEDIA_TYPES } from '@carnet/contract';
import { safeFileName } from './download';

export type UploadMediaType = (typeof CERTIFICATE_MEDIA_TYPES)[number];

/** Signatures at offset 0; a declared type or a file name proves nothing, the bytes do. */
const SIGNATURES: Array<{ mediaType: UploadMediaType; magic: Buffer }> = [
  { mediaType: 'application/pdf', magic: Buffer.from('%PDF-', 'latin1') },
  { mediaType: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  { mediaType: 'image/png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
];

const EXTENSIONS: Record<UploadMediaType, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/**
 * A browser that ignores the media type decides from the first 1445 bytes (WHATWG MIME sniffing);
 * a polyglot (a PDF header, then a web page) puts its markup there. Real PDFs and images don't.
 */
const SNIFFED_BYTES = 1445;
const MARKUP = /<(!doctype\s+html|html|head|body|script|iframe|object|embed|svg|img|style|meta|\?xml)[\s>/]/i;

/** The media type the bytes really are, among those we accept, or null (also for a polyglot). */
export function sniffMediaType(bytes: Buffer): UploadMediaType | null {
  const match = SIGNATURES.find(({ magic }) => bytes.subarray(0, magic.length).equals(magic));
  if (!match || MARKUP.test(bytes.subarray(0, SNIFFED_BYTES).toString('latin1'))) return null;
  return match.mediaType;
}

/**
 * A safe name whose extension matches the real type, so a saved copy of 'invoice.html' holding
 * PDF bytes cannot be opened by the system as a web page.
 */
export function storedFileName(name: string, mediaType: UploadMediaType): string {
  const base = safeFileName(name, 'certificate');
  const extensions = EXTENSIONS[mediaType];
  const hasExtension = extensions.some((ext) => base.toLowerCase().endsWith(ext));
  return hasExtension ? base : `${base.slice(0, 115)}${extensions[0]}`;
}
