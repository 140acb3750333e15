/** The table rows of this library's README as their first three cells, trimmed (`\`name\` | GET | \`/path\``). */
import { readFileSync } from 'node:fs';

export function readmeRouteRows(): Set<string> {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  // Prettier pads the cells to the column's width.
  return new Set(
    readme
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) =>
        line
          .split('|')
          .slice(1, 4)
          .map((cell) => cell.trim())
          .join(' | '),
      ),
  );
}
