import type { Product } from "@/lib/catalogue";
import type { Tint } from "./botanical";

const BOTTLE = new Set(["oil", "syrup", "drops", "juice"]);
const BOX = new Set(["tablets", "capsules"]);

/** Splits a name into at most three label lines of about `width` characters. */
export function labelLines(name: string, width = 13): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + " " + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}

/** A package drawn from the product's own data: bottle for liquids, box for tablets, jar for the rest. */
export function ProductArt({ product, tint, className }: { product: Pick<Product, "name" | "form" | "pack">; tint: Tint; className?: string }) {
  const lines = labelLines(product.name);
  const shape = BOTTLE.has(product.form) ? "bottle" : BOX.has(product.form) ? "box" : "jar";
  const labelTop = shape === "bottle" ? 150 : shape === "box" ? 110 : 140;
  return (
    <svg aria-hidden viewBox="0 0 300 300" className={className} focusable="false">
      <rect width="300" height="300" fill={tint.soft} />
      <ellipse cx="150" cy="272" rx="90" ry="10" fill={tint.deep} opacity="0.15" />
      {shape === "bottle" ? (
        <g>
          <rect x="128" y="40" width="44" height="34" rx="6" fill={tint.deep} />
          <path d="M122 74h56v20c22 10 32 26 32 46v120a12 12 0 0 1-12 12H102a12 12 0 0 1-12-12V140c0-20 10-36 32-46Z" fill="#fff" stroke={tint.deep} strokeWidth="4" />
        </g>
      ) : shape === "box" ? (
        <g>
          <path d="M70 80l20-22h120l20 22Z" fill={tint.deep} opacity="0.8" />
          <rect x="70" y="80" width="160" height="190" rx="6" fill="#fff" stroke={tint.deep} strokeWidth="4" />
        </g>
      ) : (
        <g>
          <rect x="82" y="78" width="136" height="36" rx="8" fill={tint.deep} />
          <rect x="76" y="112" width="148" height="158" rx="18" fill="#fff" stroke={tint.deep} strokeWidth="4" />
        </g>
      )}
      <rect x="92" y={labelTop} width="116" height="92" rx="6" fill={tint.deep} />
      <text x="150" y={labelTop + 8} textAnchor="middle" fill="#fff" fontFamily="Georgia, serif" fontSize="15" fontWeight="600">
        {lines.map((line, i) => (
          <tspan key={i} x="150" dy={i === 0 ? 22 : 18}>
            {line}
          </tspan>
        ))}
      </text>
      <text x="150" y={labelTop + 84} textAnchor="middle" fill="#fff" fontFamily="system-ui, sans-serif" fontSize="12" opacity="0.9">
        {product.pack}
      </text>
    </svg>
  );
}
