import { snakeizeKeys } from '@shop/api-contract';
import { describe, expect, it } from 'vitest';
import { verbatim } from './verbatim.ts';

describe('verbatim', () => {
  it('keeps the keys of a wrapped value while the body around it is snake_cased', () => {
    const document = { version: 1, pages: [{ shapes: [{ flipX: false, fileUuid: 'a' }] }] };
    const body = snakeizeKeys({ thumbnailFileUuid: null, document: verbatim(document) });
    expect(JSON.parse(JSON.stringify(body))).toEqual({ thumbnail_file_uuid: null, document });
  });
});
