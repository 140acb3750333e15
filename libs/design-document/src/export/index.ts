export {
  escapeXml,
  exportDocumentSvgs,
  exportPageSvg,
  pageSvg,
  resolveExportInputs,
  shapePaintAttributes,
  textOutlinePath,
} from './svg-export.ts';
export type { ExportInputs, SvgAttributes, SvgExportOptions } from './svg-export.ts';
