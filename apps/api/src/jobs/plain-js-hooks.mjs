/**
 * Module hooks of an analysis child (registered by plain-js-loader.mjs): an `.mjs` file of a
 * dependency is plain JavaScript, loaded as it is. Through tsx, pdf.js and its worker (2 MB of
 * minified code) were transformed and source-mapped, which cost a child about 200 MB more RSS
 * than the modules themselves (bench/memory).
 */
import { readFile } from 'node:fs/promises';

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.includes('/node_modules/') && url.endsWith('.mjs')) {
    return { format: 'module', source: await readFile(new URL(url)), shortCircuit: true };
  }
  return nextLoad(url, context);
}
