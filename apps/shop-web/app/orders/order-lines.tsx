/**
 * The lines of an order or a quote as they were (or will be) ordered: each line's snapshot (name,
 * colour, size, quantity, wrapping; a production's print method, placements with their artwork
 * thumbnails, colours and sizes), its charges by part and its subtotal. The confirm page, the
 * order page and the production page show the same thing.
 */
import type { OrderCharges, OrderLine, OrderProduction } from '@shop/api-contract';
import { InkSwatches, swatchSetsOf } from '@shop/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatYen } from '../format/yen.ts';
import { orderLineMockup } from '../mockups/line-mockup.ts';
import {
  chargeRow,
  charges as chargesClass,
  groups,
  inkLine,
  line as lineClass,
  lineBody,
  lineImage,
  lineMeta,
  lineTitle,
  lines as linesClass,
  noThumb,
  print as printClass,
  printThumb,
  prints as printsClass,
  subtotal as subtotalClass,
  swatch,
} from './orders.css.ts';

type ProductionLine = Extract<OrderLine, { kind: 'production' }>;
type ItemLine = Extract<OrderLine, { kind: 'item' }>;
type CustomLine = Extract<OrderLine, { kind: 'custom' }>;

/** The parts of a line's or an order's charges, in the order they are listed, with their labels. */
export const CHARGE_LABELS: readonly (readonly [keyof OrderCharges, string])[] = [
  ['garments', 'ボディ代'],
  ['printCharges', 'プリント代'],
  ['plateCharges', '版代'],
  ['dataProductionFees', 'データ作成費'],
  ['colorChangeCharges', '色替え代'],
  ['wrapping', 'ラッピング'],
];

/** The charges of a line or an order by part; parts that cost nothing are left out. */
export function ChargeList({ charges, label }: { charges: OrderCharges; label: string }) {
  const rows = CHARGE_LABELS.filter(([part]) => charges[part] > 0);
  if (rows.length === 0) return null;
  return (
    <dl className={chargesClass} aria-label={label}>
      {rows.map(([part, name]) => (
        <div key={part} className={chargeRow}>
          <dt>{name}</dt>
          <dd>{formatYen(charges[part])}</dd>
        </div>
      ))}
    </dl>
  );
}

function Swatch({ hex }: { hex: string }) {
  return <span className={swatch} style={{ background: hex }} aria-hidden="true" />;
}

/** The line's picture: the product (decorative: the title names it) or the design on the garment (`alt` says what it shows). */
function ProductImage({ src, alt = '' }: { src: string | null; alt?: string }) {
  return src ? (
    <img className={lineImage} src={src} alt={alt} width={88} height={88} loading="lazy" />
  ) : (
    <span className={lineImage} aria-hidden="true" />
  );
}

/** What a page adds under a line (the delivered order's 「再注文する」 and 「レビューを書く」). */
export type LineExtras = (line: OrderLine) => ReactNode;

function ItemLineView({ line, extras }: { line: ItemLine; extras?: LineExtras | undefined }) {
  const titleId = useId();
  return (
    <li className={lineClass} aria-labelledby={titleId}>
      <ProductImage src={line.product.image} />
      <div className={lineBody}>
        <h3 id={titleId} className={lineTitle}>
          {line.product.name}
        </h3>
        <p className={lineMeta}>
          <Swatch hex={line.color.hex} />
          {line.color.name} ／ {line.size.name}
        </p>
        <p className={lineMeta}>
          {formatYen(line.unitPrice)} × {line.quantity}点
        </p>
        {line.wrapping ? (
          <p className={lineMeta}>
            ラッピング: {line.wrapping.name}（{formatYen(line.wrapping.charge)}／点）
          </p>
        ) : null}
        <p className={subtotalClass}>小計 {formatYen(line.subtotal)}</p>
        {extras?.(line)}
      </div>
    </li>
  );
}

/** A BYOB quote (持ち込みプリント): the request's number, what was asked, the quoted amount. */
function CustomLineView({ line }: { line: CustomLine }) {
  const titleId = useId();
  return (
    <li className={lineClass} aria-labelledby={titleId}>
      <span className={lineImage} aria-hidden="true" />
      <div className={lineBody}>
        <h3 id={titleId} className={lineTitle}>
          {line.title}
        </h3>
        <p className={lineMeta}>
          ご依頼番号 <Link to={`/myaccount/custom_order/${line.requestNumber}`}>{line.requestNumber}</Link>（{line.quantity}枚）
        </p>
        {line.description.map((text) => (
          <p key={text} className={lineMeta}>
            {text}
          </p>
        ))}
        <p className={subtotalClass}>小計 {formatYen(line.subtotal)}</p>
      </div>
    </li>
  );
}

/** The placements of a production with their artwork thumbnails. */
export function PrintList({ production }: { production: OrderProduction }) {
  return (
    <ul className={printsClass} aria-label="プリント箇所">
      {production.prints.map((print) => (
        <li key={print.printSpec.id} className={printClass}>
          {print.thumbnailUrl ? (
            <img
              className={printThumb}
              src={print.thumbnailUrl}
              alt={`${print.printSpec.name}のプリントデータ`}
              width={56}
              height={56}
              loading="lazy"
            />
          ) : (
            <span className={noThumb} aria-hidden="true">
              データ
            </span>
          )}
          <span className={lineMeta}>
            {print.printSpec.name}（{formatYen(print.printCharge)}／枚{print.plates > 1 ? `・${print.plates}版` : ''}
            {print.inks ? `・インク ${print.inks.join('・')}` : ''}）
            {!print.inks && print.inkSets && print.inkSets.length > 0 ? (
              <span className={inkLine}>
                インク：
                <InkSwatches
                  sets={swatchSetsOf(
                    print.inkSets,
                    production.itemGroups.map((group) => group.color),
                  )}
                />
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The colours, sizes and quantities of a production (and the wrapping of each size). */
export function ProductionGroups({ production }: { production: OrderProduction }) {
  return (
    <ul className={groups} aria-label="カラー・サイズ・数量">
      {production.itemGroups.map((group) => (
        <li key={group.color.id}>
          <Swatch hex={group.color.hex} />
          {group.color.name}:{' '}
          {group.items.map((item) => `${item.size.name} ${item.quantity}点${item.wrapping ? `（${item.wrapping.name}）` : ''}`).join('、')}
        </li>
      ))}
    </ul>
  );
}

function ProductionLineView({
  line,
  linkProductions,
  extras,
}: {
  line: ProductionLine;
  linkProductions: boolean;
  extras?: LineExtras | undefined;
}) {
  const titleId = useId();
  const { production } = line;
  const mockup = orderLineMockup(production);
  return (
    <li className={lineClass} aria-labelledby={titleId}>
      {mockup ? <ProductImage src={mockup.src} alt={mockup.alt} /> : <ProductImage src={production.product.image} />}
      <div className={lineBody}>
        <h3 id={titleId} className={lineTitle}>
          {production.product.name}（{production.printMethod.name}）
        </h3>
        {production.number ? <p className={lineMeta}>製作番号 {production.number}</p> : null}
        {production.reorderOf ? <p className={lineMeta}>再注文（前回の製作番号 {production.reorderOf}・保管している版を使用）</p> : null}
        <PrintList production={production} />
        <ProductionGroups production={production} />
        <p className={lineMeta}>合計 {production.quantity}点</p>
        <ChargeList charges={line.charges} label={`${production.product.name}の料金の内訳`} />
        {linkProductions && production.number ? (
          <p className={lineMeta}>
            <Link to={`/myaccount/order-productions/${production.number}`}>プリント内容の詳細を見る（{production.number}）</Link>
          </p>
        ) : null}
        <p className={subtotalClass}>小計 {formatYen(line.subtotal)}</p>
        {extras?.(line)}
      </div>
    </li>
  );
}

/**
 * Every line of an order or quote; `linkProductions` links each production to its page (ordered ones
 * only); `extras` adds what the page offers under a line.
 */
export function OrderLines({
  lines,
  linkProductions = false,
  extras,
}: {
  lines: readonly OrderLine[];
  linkProductions?: boolean;
  extras?: LineExtras;
}) {
  return (
    <ul className={linesClass}>
      {lines.map((line) =>
        line.kind === 'item' ? (
          <ItemLineView key={line.position} line={line} extras={extras} />
        ) : line.kind === 'custom' ? (
          <CustomLineView key={line.position} line={line} />
        ) : (
          <ProductionLineView key={line.position} line={line} linkProductions={linkProductions} extras={extras} />
        ),
      )}
    </ul>
  );
}
