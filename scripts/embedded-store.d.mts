export function embeddedUrl(dir: string): string;
export function stopEmbedded(dir: string): Promise<void>;
