// Types for vnu.mjs, which the check script runs as it is.
export function htmlErrors(
  pages: Map<string, string>,
): Promise<{ errors: Array<{ page: string; line?: number; message: string }>; cssMessages: number }>;
