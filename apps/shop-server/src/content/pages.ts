import * as v from 'valibot';
import { Int, OptionalText, Text } from './fields.ts';
import { loadKind } from './kinds.ts';
import type { ContentProblems } from './problems.ts';

/** A static page (guidance, info, reference…), served at its path. */
export interface Page {
  /** URL path without the leading `/`: `guidance/delivery`. */
  path: string;
  title: string;
  description: string;
  sequence: number;
  html: string;
}

const PageFront = v.object({ title: Text, description: OptionalText, sequence: v.optional(Int, 0) });

/** Loads content/pages: a file's path below pages/ is its URL path, unique; `index.md` answers its folder. */
export function loadPages(root: string, problems: ContentProblems): Promise<Page[]> {
  return loadKind(
    root,
    {
      folder: 'pages',
      schema: PageFront,
      item: ({ stem, front, html }, skip) => {
        // pages/guidance/index.md answers /guidance.
        const path = stem.replace(/\/index$/, '');
        // The path becomes a URL and a route: lower-case segments only, like slugs.
        if (!/^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/.test(path)) return skip(`path ${path} is not lower-case segments`);
        return { path, title: front.title, description: front.description, sequence: front.sequence, html };
      },
      key: (page) => page.path,
    },
    problems,
  );
}
