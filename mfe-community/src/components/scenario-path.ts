/** The address of a scenario's page, `/scenarios/{slug}`. */
export const scenarioPath = (slug: string) => `/scenarios/${encodeURIComponent(slug)}`;

/** The address of a scenario's editor, `/editscenario/{slug}`. */
export const scenarioEditorPath = (slug: string) => `/editscenario/${encodeURIComponent(slug)}`;
