/**
 * Simple garment pictures for the demo catalogue: one silhouette per product type, filled with the
 * colour of the variant. 400 × 400 viewBox, a few hundred bytes each.
 */

const BODY = 'M110 150 L110 350 L290 350 L290 150';
const SHORT_SLEEVES = 'M140 60 L100 75 L40 130 L75 175 L110 150 L110 350 L290 350 L290 150 L325 175 L360 130 L300 75 L260 60 Q200 100 140 60 Z';
const LONG_SLEEVES =
  'M140 60 L100 75 L60 180 L45 330 L85 335 L110 200 L110 350 L290 350 L290 200 L315 335 L355 330 L340 180 L300 75 L260 60 Q200 100 140 60 Z';

/** Main outline and darker detail paths of each silhouette. */
const SHAPES: Record<string, { outline: string; details: string[] }> = {
  tshirt: { outline: SHORT_SLEEVES, details: ['M140 60 Q200 100 260 60 Q200 85 140 60 Z'] },
  longsleeve: { outline: LONG_SLEEVES, details: ['M140 60 Q200 100 260 60 Q200 85 140 60 Z', 'M45 318 L85 323 L85 335 L45 330 Z', 'M355 318 L315 323 L315 335 L355 330 Z'] },
  polo: { outline: SHORT_SLEEVES, details: ['M150 60 L200 105 L250 60 L240 50 L200 82 L160 50 Z', 'M192 95 L208 95 L208 160 L192 160 Z'] },
  sweat: { outline: LONG_SLEEVES, details: ['M140 60 Q200 100 260 60 Q200 85 140 60 Z', 'M110 330 L290 330 L290 350 L110 350 Z'] },
  hoodie: { outline: LONG_SLEEVES, details: ['M140 64 Q200 -10 260 64 Q200 118 140 64 Z', 'M150 255 L250 255 L268 322 L132 322 Z', 'M110 330 L290 330 L290 350 L110 350 Z'] },
  zip: { outline: LONG_SLEEVES, details: ['M140 64 Q200 -10 260 64 Q200 118 140 64 Z', 'M197 100 L203 100 L203 350 L197 350 Z', 'M110 330 L290 330 L290 350 L110 350 Z'] },
  jacket: { outline: LONG_SLEEVES, details: ['M140 60 L200 120 L260 60 L250 48 L200 92 L150 48 Z', 'M197 120 L203 120 L203 350 L197 350 Z'] },
  cap: { outline: 'M80 250 Q80 120 200 110 Q320 120 320 250 Z', details: ['M60 250 L340 250 Q362 282 300 288 L100 288 Q38 282 60 250 Z', 'M196 112 L204 112 L204 250 L196 250 Z'] },
  tote: { outline: 'M100 150 L300 150 L312 360 L88 360 Z', details: ['M140 150 Q140 50 170 50 L175 60 Q152 62 152 150 Z', 'M260 150 Q260 50 230 50 L225 60 Q248 62 248 150 Z'] },
  apron: { outline: 'M150 60 L250 60 L250 140 L320 170 L300 360 L100 360 L80 170 L150 140 Z', details: ['M140 230 L260 230 L260 290 L140 290 Z'] },
  towel: { outline: 'M50 140 L350 140 L350 300 L50 300 Z', details: ['M50 150 L350 150 L350 160 L50 160 Z', 'M50 280 L350 280 L350 290 L50 290 Z'] },
};

/** The SVG picture of a silhouette in a colour (`hex` must be #rrggbb; dark colours get a light outline). */
export function productImageSvg(silhouette: string, hex: string, isDark: boolean): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) throw new RangeError(`not a #rrggbb colour: ${hex}`);
  const shape = SHAPES[silhouette] ?? SHAPES['tshirt'];
  const stroke = isDark ? 'rgba(255,255,255,.35)' : 'rgba(0,0,0,.28)';
  const details = (shape?.details ?? []).map((d) => `<path d="${d}" fill="#000" fill-opacity=".14"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">` +
    `<rect width="400" height="400" fill="#f5f5f3"/>` +
    `<path d="${shape?.outline ?? BODY}" fill="${hex}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>` +
    `${details}</svg>`
  );
}
