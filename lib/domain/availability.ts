// Whether a work can be had, as the artist writes it in its sidecar. Apart from the schemas, so the
// caption can name a price without the page loading the schemas (zod) before it needs them.
export const AVAILABILITIES = ['verfügbar', 'reserviert', 'verkauft', 'unverkäuflich'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** The price the artist names only when asked. */
export const PRICE_ON_REQUEST = 'auf Anfrage';
