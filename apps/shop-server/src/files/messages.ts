/** What shoppers read about their uploads (Japanese), and the figures in them. */
import type { ActiveContentKind } from './pdf-active-content.ts';

/** How each kind of active content is named to the shopper. */
const ACTIVE_CONTENT_WORDS: Readonly<Record<ActiveContentKind, string>> = {
  javascript: 'JavaScript',
  launch: 'アプリケーションやファイルを開く動作',
  form: 'フォームの送信・読み込み',
  embedded_file: '添付ファイル',
  rich_media: '動画・3Dなどのリッチメディア',
};

/** `PDF` or `AI（Illustrator）` as the messages name the file. */
const fileWord = (kind: 'pdf' | 'ai') => (kind === 'pdf' ? 'PDF' : 'AIファイル');

/** `52428800` → `50MB` (binary megabytes, as file dialogs show them), `1536` → `1.5KB`. */
export function formatBytes(bytes: number): string {
  const units = ['バイト', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)}${units[unit]}`;
}

export const FILE_MESSAGES = {
  /** 422: no `file` part (or not a file) in the form. */
  noFile: 'アップロードするファイルを選択してください。',
  /** 422: bytes of none of the accepted kinds. */
  unsupportedKind:
    'このファイル形式はアップロードできません。PNG・JPEG・WebP・SVG・PDF・AI（Illustrator）形式のファイルをお送りください（HEIC画像はJPEGに変換してからお送りください）。',
  /** 422: an SVG that is not well-formed XML. */
  malformedSvg: 'SVGファイルを読み込めませんでした。ファイルが壊れていないか、SVG形式で正しく保存されているかご確認ください。',
  /** 422: an SVG declaring entities. */
  svgEntities:
    'このSVGファイルはエンティティ宣言（<!ENTITY>）を含むためアップロードできません。DTDを含めない設定で書き出してからお送りください。',
  /** 422: an image sharp cannot read. */
  unreadableImage: '画像を読み込めませんでした。ファイルが壊れていないか、画像サイズが大きすぎないかご確認ください。',
  /** 422: a PDF or AI with scripts, actions, attachments or rich media (files/pdf-active-content.ts). */
  activeContent: (kind: 'pdf' | 'ai', kinds: readonly ActiveContentKind[]) =>
    `この${fileWord(kind)}には印刷に使わないデータ（${kinds.map((k) => ACTIVE_CONTENT_WORDS[k]).join('・')}）が含まれているため、アップロードできません。` +
    '添付ファイルやフォーム、スクリプトを含めない設定（PDF/X-4など）で保存し直してからお送りください。',
  /** 422: a PDF or AI whose compressed objects cannot be read (encrypted, an unusual filter, damaged). */
  uncheckablePdf: (kind: 'pdf' | 'ai') =>
    `この${fileWord(kind)}はパスワードなどで保護されているか、内容を読み取れない形式のため、安全なデータか確認できずアップロードできません。` +
    '保護を解除し、PDF/X-4などで保存し直してからお送りください。',
  /** 413: over FILE_LIMIT. */
  tooLarge: (limit: number) => `ファイルサイズが大きすぎます。${formatBytes(limit)}以下のファイルをお送りください。`,
} as const;
