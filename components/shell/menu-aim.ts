/**
 * Whether a pointer is on its way into a submenu on the right of a list (the "menu aim" of
 * a two-level flyout). Moving from `from` to `to`, it aims at the submenu when `to` lies
 * inside the triangle between `from` and the submenu's near edge: crossing other items on the
 * way there must not switch the submenu.
 */
export type Point = { x: number; y: number };

export function aimsAtSubmenu(from: Point, to: Point, submenu: { left: number; top: number; bottom: number }): boolean {
  if (to.x <= from.x) return false;
  const top = { x: submenu.left, y: submenu.top };
  const bottom = { x: submenu.left, y: submenu.bottom };
  // Which side of each edge the point is on; inside when it is on the same side of all three.
  const side = (a: Point, b: Point, p: Point) => (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
  const d1 = side(from, top, to);
  const d2 = side(top, bottom, to);
  const d3 = side(bottom, from, to);
  const negative = d1 < 0 || d2 < 0 || d3 < 0;
  const positive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(negative && positive);
}
