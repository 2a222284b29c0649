export type Placement = "down" | "up";

/**
 * The rule for the filter panel (docs/product.md): open upward only when it does not fit below the
 * trigger and does fit above it; otherwise downward (the page can scroll to it).
 */
export function choosePlacement({
  panelHeight,
  roomBelow,
  roomAbove,
}: {
  panelHeight: number;
  roomBelow: number;
  roomAbove: number;
}): Placement {
  return roomBelow < panelHeight && roomAbove >= panelHeight ? "up" : "down";
}
