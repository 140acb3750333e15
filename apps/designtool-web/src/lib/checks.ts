/** The print checks of a page, from @shop/design-document's checks module, in the shape the canvas and status area use. */
import { inkColours, printIssues, type InkCount, type InkPalette, type PrintIssue } from '@shop/design-document';
import { type DesignDocument, type Page, type ShapeId } from '@shop/design-document/model';

export interface PageChecks {
  readonly issues: readonly PrintIssue[];
  /** Shapes (top level) that reach outside the print area: marked red on the canvas. */
  readonly outside: ReadonlySet<ShapeId>;
  /** Ink colours and plates (silk-screen only). */
  readonly inks: InkCount | null;
}

export function checkPage(document: DesignDocument, page: Page, palette?: InkPalette): PageChecks {
  const options = palette ? { palette } : {};
  const issues = printIssues(page, document.method, options);
  const outside = new Set(issues.filter((i) => i.kind === 'outside' || i.kind === 'clipped').map((i) => i.shapeId));
  return { issues, outside, inks: document.method === 'silkscreen' ? inkColours(page, palette) : null };
}
