/**
 * Tribune's own test modules give a value for every responsive level and mean every length to
 * scale with the module, as the demo modules do (server seed, `withAuthoredScaling`). Said
 * explicitly: without `settings.uSize` and a layer's `fluid` the engine reads data as the
 * original runtime does (the 1240 level alone, lengths at their pixels).
 */
export function authored<T extends Record<string, unknown>>(module: T): T {
  const settings = (module.settings ?? {}) as Record<string, unknown>;
  const slides = module.slides as Record<string, unknown> | unknown[] | undefined;
  const fluid = (layer: unknown) =>
    layer && typeof layer === 'object' && !('fluid' in layer)
      ? { ...layer, fluid: { tx: true, tr: true, sp: true } }
      : layer;
  const entry = (value: unknown) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const layers = (value as { layers?: unknown }).layers;
    if (!layers || typeof layers !== 'object') return value;
    return {
      ...value,
      layers: Array.isArray(layers)
        ? layers.map(fluid)
        : Object.fromEntries(Object.entries(layers).map(([k, l]) => [k, fluid(l)])),
    };
  };
  return {
    ...module,
    settings: { uSize: [true, true, true, true, true], ...settings },
    slides: Array.isArray(slides)
      ? slides.map(entry)
      : slides
        ? Object.fromEntries(Object.entries(slides).map(([k, v]) => [k, entry(v)]))
        : slides,
  };
}
