/**
 * The editor's ease names ("power3.inOut", "Power2.easeOut", "back.out", "none") as CSS
 * timing functions for the Web Animations API. Unknown names fall back to a gentle ease-out;
 * a CSS timing function passes through.
 */
const CURVES: Record<string, [string, string, string]> = {
  // [in, out, inOut]
  power1: ['0.55,0.085,0.68,0.53', '0.25,0.46,0.45,0.94', '0.455,0.03,0.515,0.955'],
  quad: ['0.55,0.085,0.68,0.53', '0.25,0.46,0.45,0.94', '0.455,0.03,0.515,0.955'],
  power2: ['0.55,0.055,0.675,0.19', '0.215,0.61,0.355,1', '0.645,0.045,0.355,1'],
  cubic: ['0.55,0.055,0.675,0.19', '0.215,0.61,0.355,1', '0.645,0.045,0.355,1'],
  power3: ['0.895,0.03,0.685,0.22', '0.165,0.84,0.44,1', '0.77,0,0.175,1'],
  quart: ['0.895,0.03,0.685,0.22', '0.165,0.84,0.44,1', '0.77,0,0.175,1'],
  power4: ['0.755,0.05,0.855,0.06', '0.23,1,0.32,1', '0.86,0,0.07,1'],
  quint: ['0.755,0.05,0.855,0.06', '0.23,1,0.32,1', '0.86,0,0.07,1'],
  sine: ['0.47,0,0.745,0.715', '0.39,0.575,0.565,1', '0.445,0.05,0.55,0.95'],
  expo: ['0.95,0.05,0.795,0.035', '0.19,1,0.22,1', '1,0,0,1'],
  circ: ['0.6,0.04,0.98,0.335', '0.075,0.82,0.165,1', '0.785,0.135,0.15,0.86'],
  back: ['0.6,-0.28,0.735,0.045', '0.175,0.885,0.32,1.275', '0.68,-0.55,0.265,1.55'],
};

const CSS_EASE =
  /^(linear|ease|ease-in|ease-out|ease-in-out|step-start|step-end|cubic-bezier\([^)]*\)|steps\([^)]*\))$/;

export function cssEase(name: string | undefined): string {
  const raw = (name ?? '').trim();
  if (CSS_EASE.test(raw)) return raw;
  const lower = raw.toLowerCase();
  if (lower === '' || lower === 'none' || lower === 'linear' || lower.startsWith('linear.')) {
    return lower === '' ? 'ease-out' : 'linear';
  }
  const [family = '', kind = 'out'] = lower.replace('ease', '').split('.');
  const curves = CURVES[family];
  if (!curves) return 'ease-out';
  const k = kind.replace('ease', '');
  const i = k === 'in' ? 0 : k === 'inout' ? 2 : 1;
  return `cubic-bezier(${curves[i]})`;
}
