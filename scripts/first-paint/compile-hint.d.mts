// Types for compile-hint.mjs, which Node runs as it is after the build.
export const compileHint: string;
export function withCompileHint(js: string): string;
