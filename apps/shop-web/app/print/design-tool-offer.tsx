/**
 * 「デザインツールで作る」beside the upload of every print flow (inkjet, white inkjet, silk-screen): the design tool
 * (a page of the server, so a plain link that loads the document) opens this stored print order
 * (`?pid=`), writes the uuids of the finished SVG and PNG into it and comes back to the next step
 * (the preview; for silk-screen the ink colours, or the confirm step once the inks are chosen).
 * Phones get the touch layout (`print-inkjet-design-mobile`): the link is chosen by a media query,
 * so the server-rendered page needs no screen size.
 */
import type { StoredPrintOrder } from '@shop/cart-domain';
import { button } from '@shop/ui';
import { designToolPath } from '../navigation/server-pages.tsx';
import { narrowOnly, wideOnly } from './design-tool-offer.css.ts';
import { lead, section, sectionTitle } from './print.css.ts';

export const DESIGN_TOOL_LABEL = 'デザインツールで作る';

export function DesignToolOffer({ order }: { order: StoredPrintOrder }) {
  const link = (mobile: boolean) => designToolPath(order.product.code, order.id, { mobile });
  return (
    <section className={section} aria-labelledby="design-tool-offer">
      <h2 id="design-tool-offer" className={sectionTitle}>
        データをお持ちでない方は
      </h2>
      <p className={lead}>
        デザインツールなら、ブラウザだけで文字・図形・写真を組み合わせてデザインを作れます。完成したデザインはこのご注文のデータとして入稿されます。
      </p>
      <div>
        {/* The media query hides a wrapper, not the link: the button's own display (inline-flex) may come
            later in the stylesheet than the hiding class and would win over it on the same element. */}
        <span className={wideOnly}>
          <a href={link(false)} className={button({ variant: 'outline' })}>
            {DESIGN_TOOL_LABEL}
          </a>
        </span>
        <span className={narrowOnly}>
          <a href={link(true)} className={button({ variant: 'outline' })}>
            {DESIGN_TOOL_LABEL}
          </a>
        </span>
      </div>
    </section>
  );
}
