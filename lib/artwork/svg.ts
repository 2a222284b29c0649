/** Builds SVG markup as text: the drawings are served as image files, or drawn in a page's markup near its top. */
type Attributes = Record<string, string | number | undefined>;

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

export function el(name: string, attributes: Attributes, children = ""): string {
  const attrs = Object.entries(attributes)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escape(String(v))}"`)
    .join("");
  return children ? `<${name}${attrs}>${children}</${name}>` : `<${name}${attrs}/>`;
}

export const text = (value: string) => escape(value);

export const svgDocument = (width: number, height: number, body: string, extra: Attributes = {}) =>
  el("svg", { xmlns: "http://www.w3.org/2000/svg", viewBox: `0 0 ${width} ${height}`, width, height, ...extra }, body);
