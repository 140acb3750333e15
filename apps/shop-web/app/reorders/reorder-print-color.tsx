/** Step 2 of a reorder: keep the ink colours of each print, or choose new ones (a colour change is charged). */
import type { ReorderDetail } from '@shop/api-contract';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatYen } from '../format/yen.ts';
import { type ReorderChoice, reorderStepPath } from './reorder-choice.ts';
import { fieldset, inkRow, inkSelect, intro, legend, radio, stack, summaryBar } from './reorder.css.ts';

export function ReorderPrintColorForm({ reorder, choice }: { reorder: ReorderDetail; choice: ReorderChoice }) {
  const navigate = useNavigate();
  const hasInks = reorder.inks.length > 0;
  const [chosen, setChosen] = useState(() => new Map(choice.inks.map((p) => [p.printSpecId, [...p.inkIds]])));

  const submit = () => {
    const inks = [...chosen].map(([printSpecId, inkIds]) => ({ printSpecId, inkIds }));
    void navigate(reorderStepPath(reorder.number, 'confirm', { ...choice, inks }));
  };

  return (
    <form
      className={stack}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {hasInks ? (
        <p className={intro}>
          前回と同じインクの色で刷るか、色を変えるかを選んでください。色を変えるプリントには、色替え代{' '}
          {formatYen(reorder.colorChangeCharge)} がかかります（版はそのまま使うため版代はかかりません）。
        </p>
      ) : (
        <p className={intro}>
          {reorder.printMethod.name}はフルカラーで刷るため、インクの色の指定はありません。前回と同じデータでプリントします。
        </p>
      )}
      {hasInks
        ? reorder.prints.map((print) => {
            const plates = Math.max(1, print.plates);
            const inks = chosen.get(print.printSpecId);
            const name = `ink-${print.printSpecId}`;
            return (
              <fieldset key={print.printSpecId} className={fieldset}>
                <legend className={legend}>
                  {print.position} {print.size}（{plates}色）
                </legend>
                <label className={radio}>
                  <input
                    type="radio"
                    name={name}
                    checked={inks === undefined}
                    onChange={() =>
                      setChosen((before) => {
                        const next = new Map(before);
                        next.delete(print.printSpecId);
                        return next;
                      })
                    }
                  />
                  前回と同じ色で刷る（追加料金なし）
                </label>
                <label className={radio}>
                  <input
                    type="radio"
                    name={name}
                    checked={inks !== undefined}
                    onChange={() =>
                      setChosen((before) =>
                        new Map(before).set(
                          print.printSpecId,
                          reorder.inks.slice(0, plates).map((i) => i.id),
                        ),
                      )
                    }
                  />
                  色を変える（色替え代 {formatYen(reorder.colorChangeCharge)}）
                </label>
                {inks ? (
                  <div className={inkRow}>
                    {inks.map((inkId, index) => (
                      <label key={index}>
                        {plates > 1 ? `${index + 1}色目 ` : '新しい色 '}
                        <select
                          className={inkSelect}
                          value={inkId}
                          aria-label={`${print.position}の${plates > 1 ? `${index + 1}色目` : '新しいインクの色'}`}
                          onChange={(event) =>
                            setChosen((before) => {
                              const next = [...(before.get(print.printSpecId) ?? [])];
                              next[index] = Number(event.target.value);
                              return new Map(before).set(print.printSpecId, next);
                            })
                          }
                        >
                          {reorder.inks.map((ink) => (
                            <option key={ink.id} value={ink.id}>
                              {ink.name}
                            </option>
                          ))}
                        </select>
                      </label>
                    ))}
                  </div>
                ) : null}
              </fieldset>
            );
          })
        : null}
      <div className={summaryBar}>
        <Link to={reorderStepPath(reorder.number, 'items', choice)}>数量を変える</Link>
        <Button type="submit">確認へ進む</Button>
      </div>
    </form>
  );
}
