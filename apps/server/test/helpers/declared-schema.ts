import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One column as src/db/schema.ts declares it: its name and whether its type admits null. */
export type DeclaredColumn = { name: string; isNullable: boolean };

const schemaFile = path.resolve(import.meta.dirname, '../../src/db/schema.ts');

/** Whether a type written in schema.ts admits null: `string | null`, or `ColumnType<string | null, …>`'s select type. */
function admitsNull(node: ts.TypeNode): boolean {
  if (node.kind === ts.SyntaxKind.NullKeyword) return true;
  if (ts.isLiteralTypeNode(node)) return node.literal.kind === ts.SyntaxKind.NullKeyword;
  if (ts.isUnionTypeNode(node)) return node.types.some(admitsNull);
  if (ts.isParenthesizedTypeNode(node)) return admitsNull(node.type);
  if (ts.isTypeReferenceNode(node)) {
    const name = node.typeName.getText();
    // Generated<T> and ColumnType<Select, Insert, Update>: what a read gives is the first argument.
    const selected = node.typeArguments?.[0];
    if ((name === 'ColumnType' || name === 'Generated') && selected) return admitsNull(selected);
  }
  return false;
}

/**
 * The tables and columns that the code believes in, read from schema.ts's source with the TypeScript
 * parser (interfaces leave nothing at run time): the `Database` interface names each table's
 * interface, whose properties are the columns.
 */
export function declaredSchema(): Map<string, DeclaredColumn[]> {
  const source = ts.createSourceFile(schemaFile, fs.readFileSync(schemaFile, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const database = interfaces.get('Database');
  if (!database) throw new Error('schema.ts has no Database interface');
  const tables = new Map<string, DeclaredColumn[]>();
  for (const member of database.members) {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeReferenceNode(member.type)) continue;
    const table = interfaces.get(member.type.typeName.getText());
    if (!table) throw new Error(`schema.ts: no interface ${member.type.typeName.getText()} for table ${member.name.getText()}`);
    const columns = table.members
      .filter((column): column is ts.PropertySignature & { type: ts.TypeNode } => ts.isPropertySignature(column) && !!column.type)
      .map((column) => ({ name: column.name.getText(), isNullable: admitsNull(column.type) }));
    tables.set(member.name.getText(), columns);
  }
  return tables;
}
