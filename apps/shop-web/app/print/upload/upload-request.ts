/** The upload call moved to @shop/web-state (the design tool uploads too); the print pages' types come from there. */
export type { FileKind, UploadError, UploadOutcome, UploadedFile } from '@shop/web-state';
