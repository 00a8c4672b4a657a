/**
 * Where each PDF is written: the URL path from `brochureFiles` (e.g. /downloads/x.pdf) resolved
 * under the static output folder (dist/client by default), so the file is served at that path.
 */
import path from 'node:path';
import { brochureFiles } from '../../content/brochure.js';

export type BrochureKind = keyof typeof brochureFiles;

export function outputPath(outDir: string, kind: BrochureKind): string {
  const urlPath = brochureFiles[kind].path;
  const segments = urlPath.split('/').filter(Boolean);
  if (segments.length === 0 || segments.some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`brochureFiles.${kind}.path must be a plain absolute URL path, got ${JSON.stringify(urlPath)}`);
  }
  const fileName = segments[segments.length - 1];
  if (fileName !== brochureFiles[kind].fileName) {
    throw new Error(`brochureFiles.${kind}: path ${urlPath} does not end in fileName ${brochureFiles[kind].fileName}`);
  }
  return path.join(path.resolve(outDir), ...segments);
}
