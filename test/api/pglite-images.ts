import fs from 'node:fs';

/**
 * The PGlite images a jest worker has read, by file. Loaded through `loadServerModule`, outside jest's
 * registry, which starts afresh for every test file: here a worker reads each image (50 MB) once, not
 * once a file (0.4 s each time).
 */
const images = new Map<string, SharedArrayBuffer>();

/** The image's bytes, shared with every database thread that starts from them (they only read them). */
export function pgliteImage(file: string): SharedArrayBuffer {
  let image = images.get(file);
  if (!image) {
    const bytes = fs.readFileSync(file);
    image = new SharedArrayBuffer(bytes.length);
    new Uint8Array(image).set(bytes);
    images.set(file, image);
  }
  return image;
}
