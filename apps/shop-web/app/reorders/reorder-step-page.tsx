/** The page of a reorder step: what all three steps show around the step's own form. */
import type { ReorderDetail } from '@shop/api-contract';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { TrailBreadcrumbs } from '../layout/trail-breadcrumbs.tsx';
import { title } from '../orders/order-pages.css.ts';
import { parseReorderChoice, type ReorderChoice } from './reorder-choice.ts';
import { reorderTrail } from './reorder-data.ts';
import { ReorderHeader, ReorderSteps } from './reorder-steps.tsx';
import { notice, stack } from './reorder.css.ts';

/**
 * The trail (the production, then the step's own crumb after the first step), the heading, the
 * steps and the production's facts, then `Form` with the choice so far (from the query), or why the
 * production cannot be made again.
 */
export function ReorderStepPage({
  reorder,
  current,
  heading,
  crumb,
  Form,
}: {
  reorder: ReorderDetail;
  current: Parameters<typeof ReorderSteps>[0]['current'];
  heading: string;
  /** The step's crumb: its name and the path segment after the production's. */
  crumb?: { name: string; segment: string };
  Form: ComponentType<{ reorder: ReorderDetail; choice: ReorderChoice }>;
}) {
  const [search] = useSearchParams();
  const choice = parseReorderChoice(search);
  const production = { name: reorder.number, path: `/myaccount/reorder/${reorder.number}` };
  return (
    <>
      <TrailBreadcrumbs
        trail={
          crumb ? reorderTrail(production, { name: crumb.name, path: `${production.path}/${crumb.segment}` }) : reorderTrail(production)
        }
      />
      <h1 className={title}>{heading}</h1>
      <ReorderSteps current={current} />
      <div className={stack}>
        <ReorderHeader reorder={reorder} />
        {reorder.reorderable ? (
          <Form key={reorder.number} reorder={reorder} choice={choice} />
        ) : (
          <p className={notice}>{reorder.reasonLabel}</p>
        )}
      </div>
    </>
  );
}
