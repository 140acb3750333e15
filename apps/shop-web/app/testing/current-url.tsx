import { useLocation } from 'react-router';

/** The current path and query, as an `output` named 「現在のURL」 that a test reads. */
export function CurrentUrl() {
  const location = useLocation();
  return <output aria-label="現在のURL">{`${location.pathname}${location.search}`}</output>;
}
