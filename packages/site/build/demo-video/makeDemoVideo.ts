/**
 * Makes the front page's demo film with nothing but the system Chromium: each frame is drawn on
 * a canvas (film.ts), encoded to VP9 by the browser's WebCodecs, then written into a WebM file
 * here (webm.ts), with its poster. Deterministic timestamps, unlike recording a canvas in real
 * time. The site's build calls it (plugin.ts); see README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { drawFilmFrame } from './film.js';
import { type EncodedFrame, writeWebm } from './webm.js';

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 30;
const SECONDS = 8;
/** A key frame every two seconds: where seeking can land. */
const KEY_EVERY = 2 * FPS;
/** The frame shown before playing: the goal. */
const POSTER_AT = 6.4;
const BITRATE = 450_000;

/** The files it writes, by name. */
export const DEMO_VIDEO_FILES = ['tribune-demo.webm', 'tribune-demo-poster.jpg'] as const;

interface BrowserChunk {
  timestamp: number;
  key: boolean;
  data: string;
}

/**
 * Draws, encodes and writes the film and its poster into `outDir`, with the Chromium at
 * `executablePath`. Resolves with a one-line summary.
 */
export async function makeDemoVideo(outDir: string, executablePath: string): Promise<string> {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    // WebCodecs needs a secure context: a localhost page answered by the script itself.
    await page.route('http://localhost/film', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>film</title>' }),
    );
    // tsx keeps function names with an `__name` helper that serialised functions carry along.
    await page.addInitScript('globalThis.__name = (target) => target;');
    await page.goto('http://localhost/film');
    const result = await page.evaluate(
      async ({ draw, width, height, fps, seconds, keyEvery, posterAt, bitrate }) => {
        const drawFrame = new Function(`return (${draw})`)() as (
          ctx: CanvasRenderingContext2D,
          t: number,
        ) => void;
        const canvas = new OffscreenCanvas(width, height);
        const ctx = canvas.getContext('2d') as unknown as CanvasRenderingContext2D;
        const base = { width, height, bitrate, framerate: fps, latencyMode: 'quality' as const };
        let codec = 'vp09.00.31.08';
        if (!(await VideoEncoder.isConfigSupported({ ...base, codec })).supported) codec = 'vp8';
        const chunks: Array<{ timestamp: number; key: boolean; data: string }> = [];
        const encoder = new VideoEncoder({
          output(chunk) {
            const bytes = new Uint8Array(chunk.byteLength);
            chunk.copyTo(bytes);
            let binary = '';
            for (const byte of bytes) binary += String.fromCharCode(byte);
            chunks.push({
              timestamp: chunk.timestamp / 1000,
              key: chunk.type === 'key',
              data: btoa(binary),
            });
          },
          error(error) {
            throw error;
          },
        });
        encoder.configure({ ...base, codec });
        const frames = fps * seconds;
        for (let i = 0; i < frames; i++) {
          drawFrame(ctx, i / fps);
          const frame = new VideoFrame(canvas, {
            timestamp: Math.round((i * 1_000_000) / fps),
            duration: Math.round(1_000_000 / fps),
          });
          encoder.encode(frame, { keyFrame: i % keyEvery === 0 });
          frame.close();
        }
        await encoder.flush();
        drawFrame(ctx, posterAt);
        const poster = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.82 });
        const posterBytes = new Uint8Array(await poster.arrayBuffer());
        let posterBinary = '';
        for (const byte of posterBytes) posterBinary += String.fromCharCode(byte);
        return { codec, chunks, poster: btoa(posterBinary) };
      },
      {
        draw: drawFilmFrame.toString(),
        width: WIDTH,
        height: HEIGHT,
        fps: FPS,
        seconds: SECONDS,
        keyEvery: KEY_EVERY,
        posterAt: POSTER_AT,
        bitrate: BITRATE,
      },
    );
    const frames: EncodedFrame[] = (result.chunks as BrowserChunk[]).map((chunk) => ({
      timestamp: Math.round(chunk.timestamp),
      key: chunk.key,
      data: Buffer.from(chunk.data, 'base64'),
    }));
    const webm = writeWebm(
      {
        codecId: result.codec === 'vp8' ? 'V_VP8' : 'V_VP9',
        width: WIDTH,
        height: HEIGHT,
        frameDuration: 1000 / FPS,
      },
      frames,
    );
    const poster = Buffer.from(result.poster, 'base64');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, DEMO_VIDEO_FILES[0]), webm);
    writeFileSync(join(outDir, DEMO_VIDEO_FILES[1]), poster);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    return `${result.codec}: ${frames.length} frames, ${kb(webm.length)}; poster ${kb(poster.length)}`;
  } finally {
    await browser.close();
  }
}
