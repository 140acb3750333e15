import type { AddressSnapshot } from '@shop/api-contract';
import { formatPostalCode } from './order-format.ts';
import { address as addressClass } from './orders.css.ts';

/** A delivery address as a Japanese label reads: postal code, address, company, name with 様, phone. */
export function AddressBlock({ address }: { address: AddressSnapshot }) {
  return (
    <address className={addressClass}>
      〒{formatPostalCode(address.postalCode)}
      <br />
      {address.prefecture}
      {address.city}
      {address.town}
      {address.street}
      {address.building ? (
        <>
          <br />
          {address.building}
        </>
      ) : null}
      {address.company ? (
        <>
          <br />
          {address.company}
        </>
      ) : null}
      <br />
      {address.name} 様（{address.nameKana}）
      <br />
      電話番号 {address.phone}
    </address>
  );
}
