/** A `class` attribute from names, leaving out the ones a condition turned off. */
export const joined = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
