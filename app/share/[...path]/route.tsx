import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ImageResponse } from "next/og";
import { drawBotanical } from "@/lib/artwork/botanical";
import { shareCardAt, shareCardPaths, shareImagePath, shareImageSize } from "@/lib/seo/share-cards";
import { siteConfig } from "@/lib/site-config";
import { claimWords, confirmedFact } from "@/content/clinic-facts";

/**
 * Every page's share image, 1200x630, drawn at build (decision 022): the page's title in the
 * heading font, the line above it, the brand, and the page's drawing in its category's colours.
 */
export const dynamic = "force-static";

// Drawn at build: the cards name the build's claims, not the desk's (docs/inbox.md, The site).
const { certified } = claimWords(confirmedFact);
export const dynamicParams = false;

const heading = readFileSync(join(process.cwd(), "app/fonts/fraunces-600-latin.ttf"));

export function generateStaticParams() {
  return shareCardPaths().map((path) => ({ path: shareImagePath(path).split("/").slice(2) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const card = shareCardAt((await params).path);
  if (!card) return new Response("Not found\n", { status: 404 });
  const art = `data:image/svg+xml;base64,${Buffer.from(drawBotanical(card.seed, card.tint, "hero")).toString("base64")}`;
  const { deep, soft } = card.tint;
  return new ImageResponse(
    <div style={{ display: "flex", width: "100%", height: "100%", background: soft }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the image renderer takes plain img */}
      <img src={art} width={1200} height={700} alt="" style={{ position: "absolute", left: 360, top: -35 }} />
      <div
        style={{
          position: "absolute",
          inset: 0,
          display: "flex",
          background: `linear-gradient(90deg, ${soft} 45%, rgba(255,255,255,0) 85%)`,
        }}
      />
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: "100%",
          height: "100%",
          padding: "72px 80px",
        }}
      >
        <div style={{ display: "flex", flexDirection: "column", maxWidth: 760 }}>
          <div style={{ fontSize: 30, color: deep, letterSpacing: 1 }}>{card.eyebrow}</div>
          <div
            style={{
              fontSize: card.title.length > 48 ? 60 : 76,
              lineHeight: 1.1,
              color: "#1f2a24",
              fontFamily: "Fraunces",
              marginTop: 24,
            }}
          >
            {card.title}
          </div>
        </div>
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <div style={{ width: 56, height: 56, borderRadius: 28, background: "#055630" }} />
          <div style={{ display: "flex", flexDirection: "column" }}>
            <div style={{ fontSize: 34, color: "#055630", fontFamily: "Fraunces" }}>{siteConfig.name}</div>
            <div
              style={{ fontSize: 24, color: "#3d4a43" }}
            >{`Free online consultation with ${certified}Ayurvedic doctors`}</div>
          </div>
        </div>
      </div>
    </div>,
    { ...shareImageSize, fonts: [{ name: "Fraunces", data: heading, weight: 600, style: "normal" }] },
  );
}
