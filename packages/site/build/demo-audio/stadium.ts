/**
 * The demo's stadium sound, synthesised: a crowd's murmur (low-passed noise breathing slowly),
 * a referee's three whistle blasts (a pea whistle: a 2.9 kHz tone warbled by the rattling pea)
 * and the crowd's roar swelling at the end. 8 s, deterministic (a seeded noise generator), so
 * every build writes the same bytes.
 */
export const STADIUM_RATE = 11_025;
export const STADIUM_SECONDS = 8;

/** The whistle blasts, in seconds: two short, one long. */
export const WHISTLES: readonly [number, number][] = [
  [1.2, 1.45],
  [1.7, 1.95],
  [2.3, 3.3],
];

export function stadiumSamples(): Float32Array {
  const rate = STADIUM_RATE;
  const out = new Float32Array(rate * STADIUM_SECONDS);
  let seed = 0x9e3779b9;
  const noise = () => {
    // xorshift32: the same "random" crowd on every build.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return ((seed >>> 0) / 0xffffffff) * 2 - 1;
  };
  let low = 0;
  let lower = 0;
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / rate;
    // Crowd: noise through two one-pole low-passes (about 900 Hz and 300 Hz), a murmur that
    // breathes, then a roar from 5.2 s.
    const n = noise();
    low += 0.4 * (n - low);
    lower += 0.16 * (low - lower);
    const roar = t < 5.2 ? 0 : Math.min(1, (t - 5.2) / 1.3);
    const murmur = 0.22 + 0.06 * Math.sin(2 * Math.PI * 0.35 * t) + 0.5 * roar;
    let sample = (0.7 * lower + 0.3 * low) * murmur * 2.2;
    // Whistle: the pea warbles the pitch about 30 times a second.
    const blast = WHISTLES.find(([from, to]) => t >= from && t < to);
    if (blast) {
      const [from, to] = blast;
      const edge = Math.min(1, (t - from) / 0.02, (to - t) / 0.03);
      const freq = 2900 + 140 * Math.sin(2 * Math.PI * 31 * t);
      phase += (2 * Math.PI * freq) / rate;
      sample += 0.45 * edge * Math.sin(phase) * (0.85 + 0.15 * Math.sin(2 * Math.PI * 31 * t));
    }
    const fade = Math.min(1, t / 0.3, (STADIUM_SECONDS - t) / 0.6);
    out[i] = sample * fade;
  }
  // Peak at 0.8 of full scale.
  let peak = 0;
  for (const s of out) peak = Math.max(peak, Math.abs(s));
  const gain = peak > 0 ? 0.8 / peak : 1;
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) * gain;
  return out;
}
