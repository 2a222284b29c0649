import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * docs/architecture.md: server-only modules are marked. A module that reaches for Node's own
 * modules or the database driver must never end up in a browser bundle, and `import
 * "server-only"` makes the build fail if it does. Importing only types erases at build, so it
 * needs no mark, and test code (named *.test.ts, or importing vitest) never reaches a bundle.
 */
const root = join(import.meta.dirname, "..");
const lib = join(root, "lib");

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const serverOnlyModule = (specifier: string) => specifier.startsWith("node:") || specifier === "pg";
/** Shared test suites (the stores' contracts) are tests by what they import, whatever their name. */
const isTestCode = (imports: string[]) => imports.includes("vitest");

/** The modules a file imports for their values, not only their types. */
function valueImports(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) found.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("server-only modules under lib/", () => {
  it("finds the modules it checks", () => {
    const checked = sources(lib).filter((path) => valueImports(path).some(serverOnlyModule));
    expect(checked.map((path) => relative(root, path))).toContain("lib/leads/service.ts");
  });

  it('marks every module that imports node:* or pg with import "server-only"', () => {
    const unmarked = sources(lib)
      .filter((path) => {
        const imports = valueImports(path);
        return !isTestCode(imports) && imports.some(serverOnlyModule) && !imports.includes("server-only");
      })
      .map((path) => relative(root, path));
    expect(unmarked).toEqual([]);
  });
});
