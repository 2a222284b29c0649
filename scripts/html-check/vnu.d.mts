// Types for vnu.mjs, which the check script runs as it is.
export function htmlErrors(files: string[]): Promise<{ errors: Array<{ file: string; line?: number; message: string }>; cssMessages: number }>;
