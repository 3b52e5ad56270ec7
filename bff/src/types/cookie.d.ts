/** cookie 0.7 (the version Express 5 uses) ships no types; only `parse` is used. */
declare module 'cookie' {
  export function parse(header: string): Record<string, string | undefined>;
}
