import { describe, expect, it } from "vitest";
import { aimsAtSubmenu } from "./menu-aim";

// The list's right edge at x = 288; its submenu from y = 80 to y = 560.
const submenu = { left: 288, top: 80, bottom: 560 };

describe("menu aim", () => {
  it("a diagonal move from a category towards its submenu aims at it, even across other rows", () => {
    expect(aimsAtSubmenu({ x: 100, y: 110 }, { x: 140, y: 150 }, submenu)).toBe(true);
    expect(aimsAtSubmenu({ x: 200, y: 300 }, { x: 230, y: 260 }, submenu)).toBe(true);
  });

  it("moving straight down the list, or back to the left, does not", () => {
    expect(aimsAtSubmenu({ x: 100, y: 110 }, { x: 100, y: 200 }, submenu)).toBe(false);
    expect(aimsAtSubmenu({ x: 140, y: 150 }, { x: 100, y: 150 }, submenu)).toBe(false);
  });

  it("a move that would pass above or below the submenu does not", () => {
    expect(aimsAtSubmenu({ x: 100, y: 110 }, { x: 120, y: 60 }, submenu)).toBe(false);
    expect(aimsAtSubmenu({ x: 200, y: 550 }, { x: 220, y: 600 }, submenu)).toBe(false);
  });
});
