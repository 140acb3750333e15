/** Wire examples of the shared proofs (issue #30; spread into WIRE_EXAMPLES). */
import type { ProofLinkCreateRequestWire, ProofLinkSummaryWire, ProofLinkViewWire } from '../schemas/proof-link.ts';

const token = 'q8Zr3xT0bW1mN5kL2pA9cQ';

const summary: ProofLinkSummaryWire = {
  id: 41,
  source: 'cart',
  cart_production_id: 401,
  production_number: null,
  product_name: 'ヘビーウェイトTシャツ',
  print_method_name: 'シルクスクリーン',
  quantity: 30,
  created_at: '2026-11-29T01:00:00.000Z',
  expires_at: '2027-02-27T01:00:00.000Z',
  revoked_at: null,
};

const request: ProofLinkCreateRequestWire = { source: 'cart', cart_production_id: 401 };

const view: ProofLinkViewWire = {
  product: { code: '5001-01', name: 'ヘビーウェイトTシャツ' },
  print_method: { slug: 'silkscreen', name: 'シルクスクリーン' },
  colors: [
    {
      id: 11,
      name: 'ホワイト',
      hex: '#ffffff',
      sizes: [
        { name: 'M', quantity: 18 },
        { name: 'L', quantity: 12 },
      ],
    },
  ],
  placements: [
    {
      print_spec_id: 31,
      name: '前面',
      position: 'front',
      width_mm: 280,
      height_mm: 350,
      layout: { width_mm: 250, anchor: 'top', offset_x_mm: 0, offset_y_mm: 30 },
      ink_count: 2,
      artwork: { url: `/api/proof/${token}/artwork/0`, kind: 'png', name: 'logo.png', width: 1200, height: 600 },
      artwork_kind: null,
    },
  ],
  quantity: 30,
  created_at: '2026-11-29T01:00:00.000Z',
  expires_at: '2027-02-27T01:00:00.000Z',
};

export const PROOF_LINK_WIRE_EXAMPLES = {
  proofLinkCreate: { request, response: { data: { ...summary, token, path: `/proof/${token}` } } },
  proofLinkList: { response: { data: [summary, { ...summary, id: 40, revoked_at: '2026-11-28T03:00:00.000Z' }] } },
  proofLinkRevoke: { params: { id: 41 }, response: undefined },
  proofLinkView: { params: { token }, response: { data: view } },
  proofLinkArtwork: { params: { token, index: 0 }, response: new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46])], { type: 'image/webp' }) },
} as const;
