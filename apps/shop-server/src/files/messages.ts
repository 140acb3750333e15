/** What shoppers read about their uploads (Japanese), and the figures in them. */

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
  /** 413: over FILE_LIMIT. */
  tooLarge: (limit: number) => `ファイルサイズが大きすぎます。${formatBytes(limit)}以下のファイルをお送りください。`,
} as const;
