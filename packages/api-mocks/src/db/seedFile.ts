import type { Database, TableName } from './database';

/** One table per line, so the store finds and parses a table without reading the others. */
export function writeSeedFile(database: Database): string {
  const lines = Object.entries(database).map(
    ([name, table]) => `${JSON.stringify(name)}:${JSON.stringify(table)}`,
  );
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** The text of each table of a seed written by writeSeedFile, by name. */
export function readSeedFile(text: string): Map<TableName, string> {
  const tables = new Map<TableName, string>();
  for (const line of text.split('\n')) {
    if (line === '{' || line === '}' || line === '') continue;
    const colon = line.indexOf('":');
    if (!line.startsWith('"') || colon < 0) {
      throw new Error(
        'The demo seed is not one table per line: run `pnpm --filter @decola/api-mocks generate:seed`.',
      );
    }
    tables.set(
      line.slice(1, colon) as TableName,
      line.slice(colon + 2, line.endsWith(',') ? -1 : undefined),
    );
  }
  return tables;
}
