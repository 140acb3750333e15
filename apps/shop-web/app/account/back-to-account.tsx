import { Link } from 'react-router';
import { back } from './account-page.css.ts';

/** The way back to the dashboard at the foot of each account page. */
export function BackToAccount() {
  return (
    <p className={back}>
      <Link to="/myaccount">アカウントサービスに戻る</Link>
    </p>
  );
}
