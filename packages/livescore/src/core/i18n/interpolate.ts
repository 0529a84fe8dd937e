/** Fills `{name}` placeholders; an unknown placeholder is left as written, so a gap shows. */
export function interpolate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
