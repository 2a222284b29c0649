import type { Product } from "@/lib/catalogue";
import type { Tint } from "./botanical";
import { el, svgDocument, text } from "./svg";

const BOTTLE = new Set(["oil", "syrup", "drops", "juice"]);
const BOX = new Set(["tablets", "capsules"]);

export const productArtSize = { width: 300, height: 300 } as const;

/** Splits a name into at most three label lines of about `width` characters. */
function labelLines(name: string, width = 13): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + " " + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/** A package drawn from the product's own data, as an SVG document: bottle for liquids, box for tablets, jar for the rest. */
export function drawProduct(product: Pick<Product, "name" | "form" | "pack">, tint: Tint): string {
  const lines = labelLines(product.name);
  const shape = BOTTLE.has(product.form) ? "bottle" : BOX.has(product.form) ? "box" : "jar";
  const labelTop = shape === "bottle" ? 150 : shape === "box" ? 110 : 140;
  const outline = { fill: "#fff", stroke: tint.deep, "stroke-width": 4 };
  const pack =
    shape === "bottle"
      ? el("rect", { x: 128, y: 40, width: 44, height: 34, rx: 6, fill: tint.deep }) +
        el("path", {
          d: "M122 74h56v20c22 10 32 26 32 46v120a12 12 0 0 1-12 12H102a12 12 0 0 1-12-12V140c0-20 10-36 32-46Z",
          ...outline,
        })
      : shape === "box"
        ? el("path", { d: "M70 80l20-22h120l20 22Z", fill: tint.deep, opacity: 0.8 }) +
          el("rect", { x: 70, y: 80, width: 160, height: 190, rx: 6, ...outline })
        : el("rect", { x: 82, y: 78, width: 136, height: 36, rx: 8, fill: tint.deep }) +
          el("rect", { x: 76, y: 112, width: 148, height: 158, rx: 18, ...outline });
  const body = [
    el("rect", { width: 300, height: 300, fill: tint.soft }),
    el("ellipse", { cx: 150, cy: 272, rx: 90, ry: 10, fill: tint.deep, opacity: 0.15 }),
    pack,
    el("rect", { x: 92, y: labelTop, width: 116, height: 92, rx: 6, fill: tint.deep }),
    el(
      "text",
      {
        x: 150,
        y: labelTop + 8,
        "text-anchor": "middle",
        fill: "#fff",
        "font-family": "Georgia, serif",
        "font-size": 15,
        "font-weight": 600,
      },
      lines.map((line, i) => el("tspan", { x: 150, dy: i === 0 ? 22 : 18 }, text(line))).join(""),
    ),
    el(
      "text",
      {
        x: 150,
        y: labelTop + 84,
        "text-anchor": "middle",
        fill: "#fff",
        "font-family": "system-ui, sans-serif",
        "font-size": 12,
        opacity: 0.9,
      },
      text(product.pack),
    ),
  ].join("");
  return svgDocument(productArtSize.width, productArtSize.height, body);
}
