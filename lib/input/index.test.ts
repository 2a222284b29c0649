import { describe, expect, it } from "vitest";
import { idPatterns, inputOf, segmentOf } from "./index";

const form = (fields: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe("the inbox's input", () => {
  it("reads a page's query, a URLSearchParams and a form the same way: the first value, trimmed", () => {
    for (const source of [
      { q: ["  Priya  ", "second"] },
      new URLSearchParams("q=++Priya++&q=second"),
      form([
        ["q", "  Priya  "],
        ["q", "second"],
      ]),
    ]) {
      const input = inputOf(source)!;
      expect(input.text("q")).toBe("Priya");
      expect(input.text("absent")).toBe("");
    }
  });

  it("refuses a NUL anywhere, in a value or a name, read or not (PostgreSQL cannot hold one)", () => {
    expect(inputOf({ email: "\0@x" })).toBeUndefined();
    expect(inputOf(new URLSearchParams("email=a%00@b.c"))).toBeUndefined();
    expect(inputOf(form([["order", "\0"]]))).toBeUndefined();
    expect(inputOf(form([["x\0", "y"]]))).toBeUndefined();
    expect(inputOf({ unread: ["fine", "not\0fine"] })).toBeUndefined();
  });

  it("takes other control characters out: a line's breaks and tabs become spaces, a note keeps them", () => {
    const input = inputOf({ name: "Pri\u0007ya\tRaman\r\n", note: "First line\r\nsecond\u001b[31m\tend\u0085" })!;
    expect(input.text("name")).toBe("Priya Raman");
    expect(input.lines("note", 100)).toBe("First line\nsecond[31m\tend");
  });

  it("cuts a line at its bound; a note longer than its bound is null, for the page to say so", () => {
    const input = inputOf({ q: "x".repeat(500), note: `${"y".repeat(10)}\r\n${"z".repeat(9)}` })!;
    expect(input.text("q")).toHaveLength(200);
    expect(input.text("q", 100)).toHaveLength(100);
    // A browser counts a line break as one character (the textarea's maxLength), and sends CR LF.
    expect(input.lines("note", 20)).toHaveLength(20);
    expect(input.lines("note", 19)).toBeNull();
  });

  it("gives a value exactly as sent, or nothing when too long: a password's spaces, a path's line break for its checker", () => {
    const input = inputOf({ password: "  pass word  ", long: "p".repeat(1025), next: "/inbox/x\r\nSet-Cookie: a=b" })!;
    expect(input.exact("password", 1024)).toBe("  pass word  ");
    expect(input.exact("long", 1024)).toBe("");
    expect(input.exact("next", 2000)).toBe("/inbox/x\r\nSet-Cookie: a=b");
  });

  it("gives an id only when the whole value has its pattern", () => {
    const id = "0b9c8e52-4c3f-4bd6-9a55-1f0f7f3bb0a1";
    const input = inputOf({
      id,
      upper: id.toUpperCase(),
      doctor: "dr-arjun-mehta",
      bad: "dr arjun",
      joined: `${id}x`,
    })!;
    expect(input.match("id", idPatterns.uuid)).toBe(id);
    expect(input.match("upper", idPatterns.uuid)).toBe("");
    expect(input.match("joined", idPatterns.uuid)).toBe("");
    expect(input.match("doctor", idPatterns.slug)).toBe("dr-arjun-mehta");
    expect(input.match("bad", idPatterns.slug)).toBe("");
    expect(
      inputOf(
        form([
          ["ids", id],
          ["ids", "x"],
          ["ids", id.replace("0b", "1b")],
        ]),
      )!.all("ids", idPatterns.uuid),
    ).toEqual([id, id.replace("0b", "1b")]);
    expect(segmentOf(id, idPatterns.uuid)).toBe(id);
    expect(segmentOf("x", idPatterns.uuid)).toBeUndefined();
    expect(segmentOf("\0", idPatterns.uuid)).toBeUndefined();
  });

  it("reads counts of at most nine digits, which PostgreSQL's integer always holds", () => {
    const input = inputOf({ a: "0", b: "42", c: "1.5", d: "-1", e: "9999999999", f: " 3" })!;
    expect([input.count("a"), input.count("b"), input.count("c"), input.count("d"), input.count("e")]).toEqual([
      0,
      42,
      undefined,
      undefined,
      undefined,
    ]);
    expect(input.count("f")).toBeUndefined();
    expect(input.count("absent")).toBeUndefined();
  });

  it("ignores a file where text is expected", () => {
    const data = new FormData();
    data.append("note", new Blob(["x"]), "note.txt");
    expect(inputOf(data)!.text("note")).toBe("");
  });
});
