import type { Browser } from 'playwright-core';

/**
 * Real media files for the browser tests, made on the spot: nothing is downloaded and no
 * media sits in the repository.
 */

/**
 * A WebM clip (VP8, 320 × 180, a colour wheel turning), recorded from a canvas by Chromium's
 * MediaRecorder in real time, so it takes `seconds` to make.
 */
export async function recordWebm(browser: Browser, seconds: number): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    await page.goto('about:blank');
    // tsx keeps function names with an `__name` helper that serialised functions carry along.
    await page.evaluate('globalThis.__name = (target) => target');
    const base64 = await page.evaluate(async (ms) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 180;
      const context = canvas.getContext('2d')!;
      const recorder = new MediaRecorder(canvas.captureStream(25), {
        mimeType: 'video/webm;codecs=vp8',
      });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      let frame = 0;
      const draw = () => {
        context.fillStyle = `hsl(${(frame * 12) % 360} 70% 45%)`;
        context.fillRect(0, 0, 320, 180);
        context.fillStyle = '#fff';
        context.font = 'bold 48px sans-serif';
        context.fillText(String(Math.floor(frame / 25)), 140, 110);
        frame += 1;
      };
      draw();
      recorder.start();
      const timer = setInterval(draw, 40);
      await new Promise((resolve) => setTimeout(resolve, ms));
      clearInterval(timer);
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    }, seconds * 1000);
    return Buffer.from(base64, 'base64');
  } finally {
    await page.close();
  }
}

/** A WAV file (16-bit PCM, mono): a 440 Hz tone of `seconds`, written byte by byte. */
export function wavTone(seconds: number, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 6000), 44 + i * 2);
  }
  return wav;
}
