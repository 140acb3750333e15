/** Wire examples of the artwork loop's calls (issue #30; spread into `WIRE_EXAMPLES`). */
import type { ArtJobWire } from '../schemas/artwork.ts';

const file = {
  uuid: '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  name: 'logo.png',
  mime_type: 'image/png',
  byte_size: 120000,
  url: '/api/files/6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f/original',
  thumbnail_url: '/api/files/6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f/preview',
};

const reason = {
  code: 'low_resolution',
  label: '解像度不足',
  text: '画像の解像度が不足しているため、ぼやけたり粗く印刷されたりします。',
  severity: 'warning' as const,
};

const job: ArtJobWire = {
  id: 41,
  production_number: 'PF-2026-000123-1',
  placement: { print_spec_id: 21, name: 'A4 前面', position: '前面', width_mm: 210, height_mm: 297 },
  method: 'inkjet',
  proof: 'wanted',
  status: 'needs_fix',
  status_label: 'データ不備',
  hint: '入稿データに不備がありました。内容をご確認のうえ、期限までに「データを再入稿する」か「デザインツールで修正する」から新しいデータをお送りください。',
  actions: ['resubmit', 'accept_as_is'],
  reasons: [reason],
  deadline: '2026-12-08',
  latest_version: 1,
  versions: [
    {
      number: 1,
      source: 'customer_upload',
      source_label: 'お客様の入稿',
      customer_file: file,
      printer_file: null,
      layout: { width_mm: 200, anchor: 'top', offset_x_mm: 0, offset_y_mm: 0 },
      mockups: [],
      preflight: [],
      preflight_kept: false,
      note: null,
      created_at: '2026-11-24T03:00:00.000Z',
      decisions: [
        {
          outcome: 'data_rejected',
          outcome_label: 'データ不備',
          by: 'staff',
          by_label: 'スタッフ',
          at: '2026-11-25T01:00:00.000Z',
          reasons: [reason],
          note: null,
        },
      ],
    },
  ],
  ready_at: null,
};

const approved: ArtJobWire = { ...job, status: 'ready_for_production', status_label: '製作待ち', actions: [], reasons: [], deadline: null };

export const ARTWORK_WIRE_EXAMPLES = {
  orderArtJobs: {
    params: { number: 'PF-2026-000123' },
    response: {
      data: [job],
      meta: {
        ship_date: null,
        deadline_rule: 'データ不備のご連絡や校正（WEB校正）をお送りした日の翌営業日から数えて5営業日目が、ご返答の期限です。',
        may_start_production: false,
      },
    },
  },
  artProofApprove: { params: { id: 41 }, request: { version_number: 1 }, response: { data: approved } },
  artChangeRequest: {
    params: { id: 41 },
    request: { version_number: 1, note: 'ロゴをもう少し小さくしてください' },
    response: {
      data: { ...job, status: 'changes_requested', status_label: '修正のご依頼を確認中', actions: [], reasons: [], deadline: null },
    },
  },
  artAcceptAsIs: {
    params: { id: 41 },
    request: { version_number: 1, note: null },
    response: { data: { ...approved, ready_at: '2026-11-26T01:00:00.000Z' } },
  },
  artResubmit: {
    params: { id: 41 },
    request: {
      version_number: 1,
      source: 'customer_upload',
      file_uuid: '0b9f6f3e-2f7c-4a51-9d3c-5d1e2a4b6c7d',
      layout: null,
      note: '高解像度に差し替えました',
    },
    response: {
      data: { ...job, status: 'awaiting_check', status_label: 'データ確認中', actions: ['resubmit'], reasons: [], deadline: null },
    },
  },
};
