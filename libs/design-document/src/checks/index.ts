export { MIN_IMAGE_DPI, MIN_STROKE_MM, imageDpi, minimumFontSize, printIssues } from './print-checks.ts';
export type { PrintIssue, PrintIssueKind, PrintIssueSeverity } from './print-checks.ts';
export { colourDistance, inkColours, nearestInk } from './ink-colours.ts';
export type { InkColour, InkCount, InkPalette, NamedInk, SilkscreenReason } from './ink-colours.ts';
