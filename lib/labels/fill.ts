/** Fills '{n}' style places in a label: fill('Bild {n} von {total}', { n: 3, total: 24 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
