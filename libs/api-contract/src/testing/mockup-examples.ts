/** Wire examples of the line mock-ups (spread into WIRE_EXAMPLES). */

/** The first bytes of a PNG. */
const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

export const MOCKUP_WIRE_EXAMPLES = {
  lineMockupDraft: {
    query: { product: '00085-CVT', color: '11', prints: '21~0b7f3c1e-9a51-4c7e-8d2a-5f6e7a8b9c0d~250~top~0~30' },
    response: png(),
  },
  productionMockup: { params: { token: '3f1d0c9be2a84f5a9c6e7d8b1a2c3e4f' }, response: png() },
} as const;
