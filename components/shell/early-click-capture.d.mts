// Types for early-click-capture.mjs, which server.mjs reads as it is, unbundled.
export const earlyClickAttribute: string;
export const earlyClickCapture: string;
