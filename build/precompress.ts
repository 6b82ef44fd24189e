// Writes `{file}.gz` and `{file}.br` beside every text file of a build, for nginx's gzip_static and brotli_static
// (deploy/nginx). The originals stay: a client that accepts neither encoding gets them as they are.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Extensions of the text files worth compressing; images other than SVG and fonts are compressed already. */
export const PRECOMPRESSED_EXTENSIONS: readonly string[] = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export interface PrecompressResult {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/**
 * Compresses every text file under `dir` with gzip (level 9) and brotli (quality 11). An encoded copy that would
 * not be smaller than its original is not written (nginx then serves the original).
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, rawBytes: 0, gzipBytes: 0, brotliBytes: 0 };
  const texts = filesUnder(dir).filter((file) => PRECOMPRESSED_EXTENSIONS.some((ext) => file.endsWith(ext)));
  await Promise.all(
    texts.map(async (file) => {
      const raw = readFileSync(file);
      const [gz, br] = await Promise.all([
        gzipAsync(raw, { level: 9 }),
        brotliAsync(raw, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
      ]);
      result.files += 1;
      result.rawBytes += raw.length;
      if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      if (br.length < raw.length) writeFileSync(`${file}.br`, br);
      result.gzipBytes += Math.min(gz.length, raw.length);
      result.brotliBytes += Math.min(br.length, raw.length);
    }),
  );
  return result;
}

/** The Vite plugin: precompresses the output directory once the build (public files included) is written. */
export function precompress(enabled: boolean): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let skip = !enabled;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolved.build.outDir;
      root = resolved.root;
      // An SSR bundle (the mock handlers for Node, scripts/bench-build.mjs) is never served to browsers.
      skip = !enabled || Boolean(resolved.build.ssr);
    },
    closeBundle: {
      // After every other plugin's closeBundle: the mock worker is gone by then (vite.config.ts).
      order: 'post',
      async handler() {
        if (skip) return;
        const dir = resolve(root, outDir);
        const { files, rawBytes, gzipBytes, brotliBytes } = await precompressDir(dir);
        const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
        this.info(
          `${files} files in ${relative(root, dir) || '.'} precompressed: ${kB(rawBytes)} → gzip ${kB(gzipBytes)}, brotli ${kB(brotliBytes)}`,
        );
      },
    },
  };
}
