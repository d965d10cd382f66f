import { Link, type LinkProps } from 'react-router-dom';
import { useLocalePath } from './useLocalePath';

/** A client-side link that keeps the shopper's language. `to` is the bare site path. */
export function LocaleLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  const localize = useLocalePath();
  return <Link to={localize(to)} {...rest} />;
}
