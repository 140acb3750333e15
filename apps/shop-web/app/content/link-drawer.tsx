import { Drawer } from '@shop/ui';
import { useAtom } from 'jotai';
import { Link } from 'react-router';
import { chip, chips } from '../catalog/catalog.css.ts';
import { filterDrawerAtom } from '../state/ui.ts';
import { drawerBody } from './content.css.ts';

/**
 * The filter drawer of an index page (brand list, feature list): the top bar shows its filter
 * button on every brand and features route, so here it offers the entries to narrow down to.
 */
export function LinkDrawer({ title, links }: { title: string; links: readonly { label: string; to: string }[] }) {
  const [open, setOpen] = useAtom(filterDrawerAtom);
  return (
    <Drawer open={open} onOpenChange={setOpen} title={title} closeLabel="閉じる" side="right" showTitle>
      <div className={drawerBody}>
        <ul className={chips}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={chip} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Drawer>
  );
}
