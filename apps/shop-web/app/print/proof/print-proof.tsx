/**
 * The proof before paying (issue #30), on the last step of every print method (inkjet, white inkjet,
 * silk-screen): per placement with artwork, the print width and place (LayoutControls, saved with the
 * stored print order at once), and the garment in each ordered colour with the artwork at true scale
 * where it prints (PrintPreview, `placeArtwork`), updated as the controls move; beside each
 * placement the server's preflight of its file for that size and place (preflight-findings.tsx).
 */
import type { Product } from '@shop/api-contract';
import type { ArtworkLayout } from '@shop/artwork-domain';
import type { StoredPrintOrder } from '@shop/cart-domain';
import type { UploadedFile } from '@shop/web-state';
import { useArtworkFiles } from '../artwork-files.ts';
import { isSilkscreen, orderedColors, type PrintMethodView } from '../print-order-model.ts';
import type { UpdatePrintOrder } from '../print-step.tsx';
import { section, sectionTitle } from '../print.css.ts';
import { artworkSizeOf, layoutOf } from '../preview/preview-layout.ts';
import { PrintPreview, type PreviewPlacement } from '../preview/print-preview.tsx';
import { LayoutControls } from './layout-controls.tsx';
import { PlacementPreflight } from './preflight-findings.tsx';

export interface ProofPlacement extends PreviewPlacement {
  /** The layout as the mock-up draws it (the chosen one or the default), null without a sized file. */
  effectiveLayout: ArtworkLayout | null;
  /** The design tool's SVG (what prints) when there is one. */
  printFileUuid: string | null;
  /** Silk-screen inks of the placement: the largest set (one plate per ink per garment colour). */
  inksOrdered: number;
}

/** Each print of the order with its spec, file and layout (prints whose spec the method no longer has are left out). */
export function proofPlacements(
  order: Pick<StoredPrintOrder, 'prints'>,
  method: Pick<PrintMethodView, 'printSpecs'>,
  files: readonly (UploadedFile | null)[],
): ProofPlacement[] {
  return order.prints.flatMap((print, i) => {
    const spec = method.printSpecs.find((s) => s.id === print.printSpecId);
    if (!spec) return [];
    const file = files[i] ?? null;
    const area = { widthMm: spec.widthMm, heightMm: spec.heightMm };
    return [
      {
        spec: { id: spec.id, name: spec.name, position: spec.position, widthMm: spec.widthMm, heightMm: spec.heightMm },
        file,
        layout: print.layout ?? null,
        effectiveLayout: file ? layoutOf(file, area, print.layout) : null,
        printFileUuid: print.svgFileUuid,
        inksOrdered: Math.max(0, ...print.inkIds.map((inks) => inks.length)),
      },
    ];
  });
}

/** The stored order with one print's layout changed. */
export function withLayout<T extends Pick<StoredPrintOrder, 'prints'>>(order: T, printSpecId: number, layout: ArtworkLayout): T {
  return { ...order, prints: order.prints.map((print) => (print.printSpecId === printSpecId ? { ...print, layout } : print)) };
}

export interface PrintProofProps {
  product: Product;
  order: StoredPrintOrder;
  method: PrintMethodView;
  update: UpdatePrintOrder;
}

export function PrintProof({ product, order, method, update }: PrintProofProps) {
  const files = useArtworkFiles(order.prints.map((print) => print.fileUuid));
  const placements = proofPlacements(order, method, files);
  const colors = orderedColors(order);
  const colorIds = colors.map((color) => color.colorId);
  return (
    <>
      <section className={section} aria-labelledby="print-proof-layout">
        <h2 id="print-proof-layout" className={sectionTitle}>
          プリントの大きさと位置
        </h2>
        {placements.map((placement) => {
          const size = placement.file ? artworkSizeOf(placement.file) : null;
          return (
            <div key={placement.spec.id}>
              {size && placement.effectiveLayout ? (
                <LayoutControls
                  spec={placement.spec}
                  artwork={size}
                  layout={placement.effectiveLayout}
                  onChange={(layout) => update((current) => withLayout(current, placement.spec.id, layout))}
                />
              ) : (
                <p>
                  {placement.spec.name}：
                  {placement.file
                    ? 'このファイル形式は画面上で大きさを測れないため、印刷範囲いっぱいを目安に表示しています。大きさと位置はスタッフがデータ確認で調整します。'
                    : 'データ未入稿'}
                </p>
              )}
              {placement.file ? (
                <PlacementPreflight
                  placementName={placement.spec.name}
                  question={{
                    // The design tool's SVG is what prints; its PNG is only the picture.
                    fileUuid: placement.printFileUuid ?? placement.file.uuid,
                    printSpecId: placement.spec.id,
                    colorIds,
                    inksOrdered: isSilkscreen(method) ? placement.inksOrdered : 0,
                    layout: placement.effectiveLayout,
                  }}
                />
              ) : null}
            </div>
          );
        })}
      </section>
      {colors.map((color) => {
        const productColor = product.colors.find((c) => c.id === color.colorId);
        if (!productColor) return null;
        const headingId = `print-preview-${color.colorId}`;
        return (
          <section key={color.colorId} className={section} aria-labelledby={headingId}>
            <h2 id={headingId} className={sectionTitle}>
              {productColor.name}
            </h2>
            <PrintPreview
              product={{ code: product.code, colors: product.colors }}
              colorId={color.colorId}
              placements={placements.map(({ spec, file, effectiveLayout }) => ({ spec, file, layout: effectiveLayout }))}
            />
          </section>
        );
      })}
    </>
  );
}
