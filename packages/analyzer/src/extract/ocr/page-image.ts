/**
 * Page images for OCR: reading pdftoppm's output with coloured ink dropped, and straightening a
 * crooked scan:  Tesseract reads pages a few degrees off well enough to measure
 * their skew, but its layout analysis loses whole lines of them; a second read of the page
 * turned straight finds them.
 */

/** A binary grey image (PGM "P5", 8 bits). */
export interface GreyImage {
  width: number;
  height: number;
  /** Row-major pixels, 0 black – 255 white. */
  pixels: Uint8Array;
}

const PNM_HEADER = /^P([56])\s+(?:#[^\n]*\n\s*)*(\d+)\s+(\d+)\s+(\d+)\s/u;

/** A pixel whose channels differ by more than this is coloured ink, not print. */
const COLOURED = 60;

/**
 * Reads a page rendered by pdftoppm: grey (PGM) as it is, colour (PPM) as the lightest of its
 * channels for each pixel, and clearly coloured pixels as white. Black print stays black;
 * coloured ink — a red or blue rubber stamp over the text, a signature in blue pen — drops out
 * (Tesseract's layout analysis otherwise takes a signed name line for a picture). Text printed
 * in a saturated colour drops out too: contracts are printed in black. Null for anything else.
 */
export function readPnm(data: Buffer): GreyImage | null {
  const match = PNM_HEADER.exec(data.subarray(0, 64).toString('latin1'));
  if (!match || Number(match[4]) !== 255) return null;
  const channels = match[1] === '6' ? 3 : 1;
  const width = Number(match[2]);
  const height = Number(match[3]);
  const offset = match[0].length;
  if (data.length < offset + width * height * channels) return null;
  if (channels === 1) {
    return { width, height, pixels: data.subarray(offset, offset + width * height) };
  }
  const pixels = new Uint8Array(width * height);
  for (let i = 0, j = offset; i < pixels.length; i += 1, j += 3) {
    const r = data[j]!;
    const g = data[j + 1]!;
    const b = data[j + 2]!;
    const max = Math.max(r, g, b);
    pixels[i] = max - Math.min(r, g, b) > COLOURED ? 255 : max;
  }
  return { width, height, pixels };
}

export function writePgm(image: GreyImage): Buffer {
  return Buffer.concat([
    Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1'),
    image.pixels,
  ]);
}

/**
 * The image turned by `-skew` radians about its centre (bilinear, white where nothing was), so
 * that lines sloping by `skew` (positive: down to the right) come out level.
 */
export function deskew(image: GreyImage, skew: number): GreyImage {
  const { width, height, pixels } = image;
  const out = new Uint8Array(width * height).fill(255);
  const cos = Math.cos(skew);
  const sin = Math.sin(skew);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y += 1) {
    const dy = y - cy;
    // Source of (x, y): the centre plus (x - cx, dy) turned by +skew.
    let sx = cx - cx * cos - dy * sin;
    let sy = cy - cx * sin + dy * cos;
    for (let x = 0; x < width; x += 1, sx += cos, sy += sin) {
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * width + x0;
      const top = pixels[i]! + (pixels[i + 1]! - pixels[i]!) * fx;
      const bottom = pixels[i + width]! + (pixels[i + width + 1]! - pixels[i + width]!) * fx;
      out[y * width + x] = top + (bottom - top) * fy;
    }
  }
  return { width, height, pixels: out };
}

/** The skew is searched within ±5°, first by quarter degrees, then by twentieths around the best. */
const MAX_SKEW_DEGREES = 5;
/** Pixels darker than this are ink for the skew search. */
const INK = 128;
/** The skew search looks at the page shrunk to about this width: ink positions are enough. */
const SKEW_SAMPLE_WIDTH = 700;

/**
 * The skew of a page in radians (positive: lines run down to the right), by projection profiles:
 * turned by the right angle, ink gathers in as few rows as possible (text lines) and the sum of
 * the squared row counts is largest. A shrunken copy of the ink is enough, so this costs far less
 * than a second OCR pass.
 */
export function measureSkew(image: GreyImage): number {
  const step = Math.max(1, Math.floor(image.width / SKEW_SAMPLE_WIDTH));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < image.height; y += step) {
    for (let x = 0; x < image.width; x += step) {
      if (image.pixels[y * image.width + x]! < INK) {
        xs.push(x / step);
        ys.push(y / step);
      }
    }
  }
  if (xs.length === 0) return 0;
  const rows = Math.ceil(Math.hypot(image.width, image.height) / step) * 2 + 2;
  const offset = rows / 2;
  const counts = new Int32Array(rows);
  const sharpness = (degrees: number): number => {
    const angle = (degrees * Math.PI) / 180;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    counts.fill(0);
    for (let i = 0; i < xs.length; i += 1) {
      counts[Math.round(ys[i]! * cos - xs[i]! * sin + offset)]! += 1;
    }
    let sum = 0;
    for (const count of counts) sum += count * count;
    return sum;
  };
  const best = (from: number, to: number, by: number, start: number): number => {
    let bestDegrees = start;
    let bestScore = sharpness(start);
    for (let degrees = from; degrees <= to + 1e-9; degrees += by) {
      const score = sharpness(degrees);
      if (score > bestScore) [bestDegrees, bestScore] = [degrees, score];
    }
    return bestDegrees;
  };
  const coarse = best(-MAX_SKEW_DEGREES, MAX_SKEW_DEGREES, 0.25, 0);
  return (best(coarse - 0.25, coarse + 0.25, 0.05, coarse) * Math.PI) / 180;
}
