/** Maintenance message shown to shoppers (spec §4 Maintenance). */
export function maintenanceMessage(endPlanned: string): string {
  const end = /^(1|true|on|yes)$/i.test(endPlanned) ? '' : `終了予定: ${endPlanned}`;
  return ['ただいまメンテナンス中です。ご不便をおかけして申し訳ございません。', end].filter(Boolean).join(' ');
}
