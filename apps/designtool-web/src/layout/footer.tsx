/** The design tool layout's footer (spec §2): the copyright, as on the shop's pages. Not on the -mobile route. */
import { footer } from './layout.css.ts';

export function CopyrightFooter() {
  return (
    <footer className={footer}>
      <small>© プリントファクトリー</small>
    </footer>
  );
}
