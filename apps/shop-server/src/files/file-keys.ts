/** Where a file's bytes live in the file store: one folder (key prefix) per upload. */
export const fileKeys = (uuid: string) =>
  ({
    /** the bytes as stored (an SVG after sanitising) */
    original: `${uuid}/original`,
    /** longest side 400 px, WebP */
    thumbnail: `${uuid}/thumbnail.webp`,
    /** longest side 1600 px, WebP */
    preview: `${uuid}/preview.webp`,
  }) as const;

/** Every key a file may have, for deleting it. */
export const allFileKeys = (uuid: string): string[] => Object.values(fileKeys(uuid));
