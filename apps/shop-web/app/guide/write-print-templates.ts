/**
 * Writes the print-area templates of `print-templates.ts` to `apps/shop-web/public/templates/`
 * (served as static files, see apps/shop-server storefront.ts). Run after changing a template:
 * `npx node apps/shop-web/app/guide/write-print-templates.ts`; `print-templates.test.ts` fails while
 * the files and the module differ.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { PRINT_TEMPLATES, templateSvg } from './print-templates.ts';

const dir = new URL('../../public/templates/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const template of PRINT_TEMPLATES) {
  writeFileSync(new URL(`${template.slug}.svg`, dir), templateSvg(template));
}
console.log(`wrote ${PRINT_TEMPLATES.length} templates to ${dir.pathname}`);
