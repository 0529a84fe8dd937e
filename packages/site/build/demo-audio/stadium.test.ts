import { describe, expect, it } from 'vitest';
import { STADIUM_RATE, STADIUM_SECONDS, stadiumSamples, WHISTLES } from './stadium.js';
import { writeWav } from './wav.js';

/** Energy of the samples in [from, to) s at `freq` Hz (one DFT bin), per sample. */
function energyAt(samples: Float32Array, from: number, to: number, freq: number): number {
  let re = 0;
  let im = 0;
  const start = Math.round(from * STADIUM_RATE);
  const end = Math.round(to * STADIUM_RATE);
  for (let i = start; i < end; i++) {
    const w = (2 * Math.PI * freq * i) / STADIUM_RATE;
    re += (samples[i] as number) * Math.cos(w);
    im += (samples[i] as number) * Math.sin(w);
  }
  return Math.hypot(re, im) / (end - start);
}

describe('the demo stadium sound', () => {
  const samples = stadiumSamples();

  it('is 8 s long, within 0.8 of full scale, and the same on every run', () => {
    expect(samples.length).toBe(STADIUM_RATE * STADIUM_SECONDS);
    const peak = samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0);
    expect(peak).toBeCloseTo(0.8, 5);
    // Compared as bytes: a deep equality over 88,200 numbers took seconds on a loaded machine.
    const bytes = (a: Float32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
    expect(bytes(stadiumSamples()).equals(bytes(samples))).toBe(true);
  });

  it('has the whistle’s pitch during the blasts only', () => {
    const [from, to] = WHISTLES[2]!;
    const during = energyAt(samples, from + 0.1, to - 0.1, 2900);
    const before = energyAt(samples, 0.3, 1.1, 2900);
    expect(during).toBeGreaterThan(before * 10);
  });

  it('is written as a 16-bit mono PCM WAV file', () => {
    const wav = writeWav(samples, STADIUM_RATE);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(STADIUM_RATE);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(samples.length * 2);
    expect(wav.length).toBe(44 + samples.length * 2);
    expect(wav.readInt16LE(44 + 2 * STADIUM_RATE * 2)).toBe(
      Math.round((samples[STADIUM_RATE * 2] as number) * 32767),
    );
  });
});
