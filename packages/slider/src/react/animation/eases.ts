/**
 * The editor's ease names ("power3.inOut", "Power2.easeOut", "back.out", "none") as CSS
 * timing functions for the Web Animations API. Unknown names fall back to a gentle ease-out;
 * a CSS timing function passes through.
 */
const CURVES: Record<string, [string, string, string]> = {
  // [in, out, inOut]
  power1: ['.55,.085,.68,.53', '.25,.46,.45,.94', '.455,.03,.515,.955'],
  power2: ['.55,.055,.675,.19', '.215,.61,.355,1', '.645,.045,.355,1'],
  power3: ['.895,.03,.685,.22', '.165,.84,.44,1', '.77,0,.175,1'],
  power4: ['.755,.05,.855,.06', '.23,1,.32,1', '.86,0,.07,1'],
  sine: ['.47,0,.745,.715', '.39,.575,.565,1', '.445,.05,.55,.95'],
  expo: ['.95,.05,.795,.035', '.19,1,.22,1', '1,0,0,1'],
  circ: ['.6,.04,.98,.335', '.075,.82,.165,1', '.785,.135,.15,.86'],
  back: ['.6,-.28,.735,.045', '.175,.885,.32,1.275', '.68,-.55,.265,1.55'],
};

/** GSAP's older names for the power curves. */
const ALIASES: Record<string, string> = {
  quad: 'power1',
  cubic: 'power2',
  quart: 'power3',
  quint: 'power4',
  strong: 'power4',
};

const CSS_EASE =
  /^(linear|ease|ease-in|ease-out|ease-in-out|step-start|step-end|cubic-bezier\([^)]*\)|steps\([^)]*\))$/;

export function cssEase(name: string | undefined): string {
  const raw = (name ?? '').trim();
  if (CSS_EASE.test(raw)) return raw;
  const lower = raw.toLowerCase();
  if (lower === '') return 'ease-out';
  if (lower === 'none' || lower.startsWith('linear')) return 'linear';
  const [family = '', kind = 'out'] = lower.replace('ease', '').split('.');
  const curves = CURVES[ALIASES[family] ?? family];
  if (!curves) return 'ease-out';
  const k = kind.replace('ease', '');
  return `cubic-bezier(${curves[k === 'in' ? 0 : k === 'inout' ? 2 : 1]})`;
}
