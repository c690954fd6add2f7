// node scripts/check-no-unknown.mjs FILE — fails when the generated types in
// FILE (src/schema.ts) contain the `unknown` type anywhere a payload,
// parameter or header of the document is described. The one `unknown` allowed
// is the index signature openapi-typescript appends to every response's
// `headers` object whatever the document declares (`[name: string]:
// unknown`, standing for the headers a response may carry beyond the declared
// ones): no construct of the document removes it.
import { readFileSync } from "node:fs";
import ts from "typescript";

const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/check-no-unknown.mjs FILE");
  process.exit(2);
}
const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);

function isUndeclaredHeaders(node) {
  const signature = node.parent;
  const headers = signature?.parent?.parent;
  return (
    ts.isIndexSignatureDeclaration(signature) &&
    ts.isTypeLiteralNode(signature.parent) &&
    headers !== undefined &&
    ts.isPropertySignature(headers) &&
    headers.name.getText(source) === "headers"
  );
}

const found = [];
(function visit(node) {
  if (node.kind === ts.SyntaxKind.UnknownKeyword && !isUndeclaredHeaders(node)) {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1}: ${node.parent.getText(source).split("\n")[0]}`);
  }
  ts.forEachChild(node, visit);
})(source);

if (found.length > 0) {
  console.error(found.join("\n"));
  console.error(`${file}: ${found.length} unknown type(s): some part of the document has no type openapi-typescript can express`);
  process.exit(1);
}
