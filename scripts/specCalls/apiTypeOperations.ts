// The operations the generated API types describe (shared-lib/src/api/generated/storeApi.ts, written
// by `npm run api:types` from store-api's routes): `GET /homs/order/sn/{sn}` for each method of each
// path of `interface paths` whose type is not `never`.
import ts from 'typescript';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export function apiTypeOperations(source: string): Set<string> {
  const file = ts.createSourceFile('storeApi.ts', source, ts.ScriptTarget.Latest, false);
  const operations = new Set<string>();
  const paths = file.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'paths',
  );
  for (const member of paths?.members ?? []) {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeLiteralNode(member.type)) continue;
    if (!ts.isStringLiteral(member.name)) continue;
    const url = member.name.text;
    for (const field of member.type.members) {
      if (!ts.isPropertySignature(field) || !ts.isIdentifier(field.name)) continue;
      const method = field.name.text as (typeof METHODS)[number];
      if (!METHODS.includes(method) || field.type?.kind === ts.SyntaxKind.NeverKeyword) continue;
      operations.add(`${method.toUpperCase()} ${url}`);
    }
  }
  return operations;
}
