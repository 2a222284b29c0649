import { expect, it } from "vitest";
import { choosePlacement } from "./placement";

it("opens upward only when the panel does not fit below and does fit above", () => {
  expect(choosePlacement({ panelHeight: 300, roomBelow: 120, roomAbove: 400 })).toBe("up");
  expect(choosePlacement({ panelHeight: 300, roomBelow: 300, roomAbove: 400 })).toBe("down");
  expect(choosePlacement({ panelHeight: 300, roomBelow: 120, roomAbove: 200 })).toBe("down");
  expect(choosePlacement({ panelHeight: 300, roomBelow: 600, roomAbove: 0 })).toBe("down");
});
