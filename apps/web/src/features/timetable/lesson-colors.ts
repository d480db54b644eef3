/**
 * Lesson colours: the subject's own colour marks the event's edge, a light tint of it fills the
 * event, and the text stays dark, so any colour a school picks remains readable (WCAG AA).
 */
type Rgb = readonly [number, number, number];

const FALLBACK: Rgb = [0x2f, 0x6f, 0xae];
const TINT_OF_COLOR = 0.16;
export const LESSON_TEXT_COLOR = '#0f172a';

const mapRgb = (rgb: Rgb, fn: (channel: number) => number): Rgb => [fn(rgb[0]), fn(rgb[1]), fn(rgb[2])];

/** '#3b82f6' or '#38f' to RGB; anything else gets the brand blue. */
export function parseHexColor(color: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return FALLBACK;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const channel = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return [channel(0), channel(1), channel(2)];
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance(rgb: Rgb): number {
  const [r, g, b] = mapRgb(rgb, (v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(parseHexColor(a));
  const lb = luminance(parseHexColor(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function lessonColors(color: string): { background: string; border: string; text: string } {
  const rgb = parseHexColor(color);
  // A share of the colour over white: light enough for dark text whatever the colour.
  const background = mapRgb(rgb, (v) => 255 - (255 - v) * TINT_OF_COLOR);
  return { background: toHex(background), border: toHex(rgb), text: LESSON_TEXT_COLOR };
}
