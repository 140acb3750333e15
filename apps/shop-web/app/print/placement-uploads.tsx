/**
 * The print data of each chosen placement, as both upload steps (inkjet and silk-screen) show it.
 * The upload widget (file checks, progress, the HEIC conversion behind it) is loaded on demand: the
 * step's clientLoader starts fetching it, so it is not part of the page's first JavaScript.
 */
import type { StoredPrintOrder } from '@shop/cart-domain';
import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../islands/lazy-part.ts';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { setPrintFile, type PrintMethodView } from './print-order-model.ts';
import { printStepClientLoader, type PrintStepData } from './print-step.tsx';
import { muted, section, sectionTitle } from './print.css.ts';
import { rememberFile, rememberedFile } from './uploaded-files.ts';
import { uploadLoading } from './placement-uploads.css.ts';

const loadWidget = () => import('./upload/print-data-upload.tsx');
const PrintDataUpload = lazyPart(() => loadWidget().then((module) => module.PrintDataUpload));

/** The upload steps' clientLoader: the step's guard and data, with the widget's code fetched alongside. */
export async function uploadStepClientLoader(args: ClientLoaderFunctionArgs): Promise<PrintStepData> {
  void loadWidget().catch(() => undefined); // a failed fetch is retried (and reported) by lazy()
  return printStepClientLoader(args);
}
uploadStepClientLoader.hydrate = true as const;

/** The announcement while the widget's code arrives (a moment, usually fetched with the step's data). */
export const UPLOAD_LOADING = 'アップロード欄を準備しています…';

export interface PlacementUploadsProps {
  order: StoredPrintOrder;
  method: PrintMethodView;
  kind: 'inkjet' | 'silkscreen';
  update: (edit: (order: StoredPrintOrder) => StoredPrintOrder) => void;
  /** A line under each placement's name besides its largest print size (e.g. its inks). */
  detail?: (printSpecId: number) => ReactNode;
}

/** One section per chosen placement: its name, largest print size, and the upload widget. */
export function PlacementUploads({ order, method, kind, update, detail }: PlacementUploadsProps) {
  return order.prints.map((print) => {
    const spec = method.printSpecs.find((s) => s.id === print.printSpecId);
    if (!spec) return null;
    const headingId = `print-upload-${spec.id}`;
    const extra = detail?.(spec.id);
    return (
      <section key={spec.id} className={section} aria-labelledby={headingId}>
        <h2 id={headingId} className={sectionTitle}>
          {spec.name}
        </h2>
        <p className={muted}>
          最大 {spec.widthMm}×{spec.heightMm}mm{extra ? <>・{extra}</> : null}
        </p>
        <Suspense
          fallback={
            <p className={uploadLoading} role="status">
              {UPLOAD_LOADING}
            </p>
          }
        >
          <PrintDataUpload
            placement={{ id: spec.id, name: spec.name, widthMm: spec.widthMm, heightMm: spec.heightMm }}
            method={kind}
            value={rememberedFile(print.fileUuid) ?? null}
            onChange={(file) => {
              if (file) rememberFile(file);
              update((o) => setPrintFile(o, spec.id, file?.uuid ?? null));
            }}
          />
        </Suspense>
      </section>
    );
  });
}
