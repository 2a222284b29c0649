import { describe, expect, it } from "vitest";
import { compileHint, withCompileHint } from "./compile-hint.mjs";

// The start of a chunk as Turbopack writes it for the browser.
const chunk =
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,55682,(e,t,r)=>{"use strict";}]);';

describe("withCompileHint", () => {
  it("puts V8's magic comment on the script's very first line, its code unchanged after it", () => {
    const hinted = withCompileHint(chunk);
    expect(hinted.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(hinted.slice(hinted.indexOf("\n") + 1)).toBe(chunk);
  });

  it("does not add it twice when the build step runs again", () => {
    expect(withCompileHint(withCompileHint(chunk))).toBe(`${compileHint}\n${chunk}`);
  });

  it("keeps the script valid JavaScript", () => {
    expect(() => new Function(withCompileHint("return 1 + 1;"))).not.toThrow();
    expect(new Function(withCompileHint("return 1 + 1;"))()).toBe(2);
  });
});
