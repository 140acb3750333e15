import { Fragment } from 'react';
import { callout, calloutTitle, dateList, dateTerm, dateValue, emphasis, note } from './guide.css.ts';
import type { ShippingSchedule } from './shipping-schedule.ts';

const START_NOTES: Record<ShippingSchedule['startReason'], string> = {
  today: '（本日14時までのご注文確定は当日からの起算です）',
  after_cutoff: '（本日14時を過ぎているため、翌営業日からの起算です）',
  closed: '（本日は休業日のため、翌営業日からの起算です）',
};

/** The next shipping dates for an order confirmed now, per print method of the catalogue (spec §9 shipping-date rule). */
export function ShippingDates({ schedule }: { schedule: ShippingSchedule }) {
  return (
    <section className={callout} aria-labelledby="shipping-dates">
      <h2 id="shipping-dates" className={calloutTitle}>
        いまご注文いただいた場合の発送予定日
      </h2>
      <dl className={dateList}>
        <dt className={dateTerm}>起算日</dt>
        <dd className={dateValue}>
          {schedule.start}
          {START_NOTES[schedule.startReason]}
        </dd>
        {schedule.methods.map((method) => (
          <Fragment key={method.name ?? ''}>
            <dt className={dateTerm}>{method.name ?? 'プリント商品'}</dt>
            <dd className={dateValue}>
              {method.name === null ? '最短 ' : null}
              <span className={emphasis}>{method.date}</span> 発送予定
            </dd>
          </Fragment>
        ))}
      </dl>
      <p className={note}>
        平日14時までにご注文が確定すると当日が起算日になります。土日祝・年末年始などの休業日は数えません。銀行振込はご入金の確認日が起算日です。大口のご注文や繁忙期は日数が延びる場合があります。
      </p>
    </section>
  );
}
