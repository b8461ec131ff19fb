import fs from 'node:fs';

/**
 * The PGlite images a jest worker has read, by file. Loaded through `loadServerModule`, outside jest's
 * registry, which starts afresh for every test file: here a worker reads each image (50 MB) once, not
 * once a file (0.4 s each time).
 */
const images = new Map<string, Blob>();

export function pgliteImage(file: string): Blob {
  let image = images.get(file);
  if (!image) {
    image = new Blob([fs.readFileSync(file)]);
    images.set(file, image);
  }
  return image;
}
