/**
 * 「デザインツールで修正する」 on a データ不備 (issue #30): starts a stored print order of this one
 * placement (the production's product, method and colours), keeps beside it which job and version
 * the design fixes (`saveArtFix` of @shop/web-state) and opens the design tool on it (the phone
 * layout on narrow screens). The design tool starts from the version (its own design when it came
 * from the tool, else the customer's picture at the version's print width and place) and sends its
 * export back to this order as a new version, then returns to this page.
 */
import { RESUBMIT_LABELS } from '@shop/artwork-domain';
import { media, Button } from '@shop/ui';
import { appendPrintOrderAtom, browserApi, newPrintOrder, newStoredPrint, saveArtFix, type UploadedFile } from '@shop/web-state';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { designToolPath } from '../../navigation/server-pages.tsx';
import { artFixOf, type ArtJob, type ArtProduction, type ArtVersion } from './art-job-view.ts';
import { printedFileOf } from './art-proof.tsx';

export const DESIGN_FIX_LABEL = RESUBMIT_LABELS.design_tool;

export const DESIGN_FIX_MESSAGES = {
  notOffered: 'この商品はデザインツールで修正できなくなりました。「データを再入稿する」から新しいデータをお送りください。',
  storageFull:
    'ブラウザに保存できなかったため、デザインツールを開けません。プライベートブラウズを解除するか、保存領域を空けてからお試しください。',
} as const;

export function ArtDesignFix({
  orderNumber,
  job,
  version,
  production,
  file,
  pending,
  onError,
}: {
  orderNumber: string;
  job: ArtJob;
  version: ArtVersion;
  production: ArtProduction;
  /** the version's printed file as the file API describes it (its size), null until known */
  file: UploadedFile | null;
  pending: boolean;
  onError: (message: string) => void;
}) {
  const append = useSetAtom(appendPrintOrderAtom);
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const api = await browserApi();
      const product = (await api.products.get(production.product.code)).data;
      const method = product.printMethods.find((m) => m.id === production.method.id);
      const spec = method?.printSpecs.find((s) => s.id === job.placement.printSpecId);
      if (!method || !spec) {
        onError(DESIGN_FIX_MESSAGES.notOffered);
        return;
      }
      const pid = crypto.randomUUID();
      const stored = append({
        ...newPrintOrder(pid, product, method),
        selectedColors: production.colors.map((color) => ({ colorId: color.id, sizes: [] })),
        prints: [newStoredPrint(spec)],
      });
      const printed = printedFileOf(version);
      const saved = saveArtFix(
        artFixOf(stored.id, orderNumber, job, version, {
          uuid: printed.uuid,
          name: printed.name,
          mimeType: printed.mimeType,
          width: file?.width ?? null,
          height: file?.height ?? null,
        }),
      );
      if (!saved) {
        onError(DESIGN_FIX_MESSAGES.storageFull);
        return;
      }
      const mobile = window.matchMedia?.(media.narrow).matches === true;
      window.location.assign(designToolPath(production.product.code, stored.id, { mobile }));
    } catch {
      onError('デザインツールを開けませんでした。通信状態をご確認のうえ、もう一度お試しください。');
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button variant="outline" disabled={pending || opening} onClick={() => void open()}>
      {DESIGN_FIX_LABEL}
    </Button>
  );
}
