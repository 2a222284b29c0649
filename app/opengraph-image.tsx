import { ImageResponse } from "next/og";
import { siteConfig } from "@/lib/site-config";

export const alt = siteConfig.name;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The share card, drawn at build from the site's name and promise. */
export default function OpengraphImage() {
  return new ImageResponse(
    (
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", width: "100%", height: "100%", background: "#055630", padding: 80, color: "#fff" }}>
        <div style={{ fontSize: 36, color: "#d8e588" }}>Online Ayurvedic consultations</div>
        <div style={{ fontSize: 84, fontWeight: 700, marginTop: 20 }}>{siteConfig.name}</div>
        <div style={{ fontSize: 36, marginTop: 28, maxWidth: 900 }}>Certified doctors in India. Free first consultation. Herbal products shipped worldwide.</div>
      </div>
    ),
    size,
  );
}
