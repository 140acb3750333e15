/**
 * The parts the reference pages add to their Markdown: the template downloads, the measuring
 * diagram of the size chart and the size tables.
 */
import { useId } from 'react';
import { note } from './guide.css.ts';
import { prose } from './prose.css.ts';
import { PRINT_TEMPLATES, areaLabel, templatePath } from './print-templates.ts';
import { diagram, downloadLink, templateAreas, templateCard, templateList, templateName } from './reference.css.ts';
import { SIZE_TABLES, SIZE_TOLERANCE_CM, type SizeTable } from './size-tables.ts';

/** The print-area templates, each with its areas and a download link to its SVG file. */
export function TemplateDownloads() {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={prose}>
      <h2 id={`${id}-title`}>テンプレート一覧</h2>
      <ul className={templateList}>
        {PRINT_TEMPLATES.map((template) => {
          const nameId = `${id}-${template.slug}`;
          return (
            <li key={template.slug} className={templateCard}>
              <p id={nameId} className={templateName}>
                {template.garment}（{template.side}）
              </p>
              <ul className={templateAreas} aria-label={`${template.garment}（${template.side}）のプリント範囲`}>
                {template.areas.map((area) => (
                  <li key={`${area.position}-${area.size}`}>{areaLabel(area)}</li>
                ))}
              </ul>
              {/* A plain link: the file is served as is, never through the router. */}
              <a
                className={downloadLink}
                href={templatePath(template)}
                download={`printfactory-${template.slug}.svg`}
                aria-describedby={nameId}
              >
                テンプレートをダウンロード（SVG）
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A T-shirt with the four measurements of the size chart drawn on it (SVG, labelled for screen readers). */
export function MeasureDiagram() {
  const id = useId();
  const arrow = { stroke: '#1e88e5', strokeWidth: 2, markerStart: `url(#${id}-arrow)`, markerEnd: `url(#${id}-arrow)` };
  const label = { fill: '#1e88e5', fontSize: 14, fontWeight: 700, textAnchor: 'middle' } as const;
  return (
    <svg className={diagram} viewBox="0 0 400 380" role="img" aria-labelledby={`${id}-title ${id}-desc`}>
      <title id={`${id}-title`}>サイズ表の測り方の図</title>
      <desc id={`${id}-desc`}>
        身丈は肩の一番高いところから裾まで、身幅は両わきの下の間、肩幅は左右の肩の縫い目の間、袖丈は肩の縫い目から袖口までを測ります。
      </desc>
      <defs>
        <marker id={`${id}-arrow`} viewBox="0 0 10 10" refX="5" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#1e88e5" />
        </marker>
      </defs>
      <path
        d="M 160 30 Q 200 70 240 30 L 300 45 L 380 110 L 345 160 L 310 135 L 310 350 L 90 350 L 90 135 L 55 160 L 20 110 L 100 45 Z"
        fill="#f5f5f5"
        stroke="#555"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {/* 肩幅: shoulder seam to shoulder seam. */}
      <line x1="100" y1="60" x2="300" y2="60" {...arrow} />
      <text x="200" y="85" {...label}>
        肩幅
      </text>
      {/* 身幅: armpit to armpit, straight across. */}
      <line x1="92" y1="150" x2="308" y2="150" {...arrow} />
      <text x="200" y="175" {...label}>
        身幅
      </text>
      {/* 身丈: highest point of the shoulder down to the hem. */}
      <line x1="240" y1="40" x2="240" y2="346" {...arrow} />
      <text x="262" y="260" {...label}>
        身丈
      </text>
      {/* 袖丈: shoulder seam to the cuff, along the sleeve. */}
      <line x1="304" y1="40" x2="382" y2="104" {...arrow} />
      <text x="360" y="60" {...label}>
        袖丈
      </text>
    </svg>
  );
}

function SizeTableView({ table }: { table: SizeTable }) {
  return (
    <table id={`size-${table.id}`}>
      <caption>{table.caption}</caption>
      <thead>
        <tr>
          <th scope="col">サイズ</th>
          {table.sizes.map((size) => (
            <th key={size} scope="col">
              {size}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">身長の目安</th>
          {table.heights.map((height, index) => (
            <td key={table.sizes[index]}>{height}</td>
          ))}
        </tr>
        {table.rows.map((row) => (
          <tr key={row.measure}>
            <th scope="row">{row.measure}</th>
            {row.values.map((value, index) => (
              <td key={table.sizes[index]}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every size table of the catalogue, one per garment type, with the tolerance note. */
export function SizeTables() {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={prose}>
      <h2 id={`${id}-title`}>アイテム別サイズ表</h2>
      {SIZE_TABLES.map((table) => (
        <SizeTableView key={table.id} table={table} />
      ))}
      <p className={note}>
        いずれも平置きで測った仕上がり寸法です。ボディのブランドや生地により、各寸法に±{SIZE_TOLERANCE_CM}cm程度の誤差があります。
      </p>
    </section>
  );
}
