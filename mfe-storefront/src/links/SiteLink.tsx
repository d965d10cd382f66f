// A banner or popup link from the API. It is a plain `<a data-follow-link>`: the shell applies the
// the route table link rule to it page-wide (site targets ask for login first and open client-side; external
// ones open in a new tab). Refused targets (javascript:, look-alike hosts) are not links at all,
// decided here with the same shared rule so nothing clickable is drawn for them.
import type { ReactNode } from 'react';
import { classifyLink, getRuntimeConfig, pageOrigin, useLocalePath } from '@topup/shared-lib';

export function SiteLink({
  to,
  className,
  label,
  onFollow,
  children,
}: {
  to: string;
  className?: string;
  /** Accessible name when the content is a picture. */
  label?: string;
  onFollow?: () => void;
  children: ReactNode;
}) {
  const localePath = useLocalePath();
  const target = classifyLink(to, {
    origin: pageOrigin(),
    siteHosts: getRuntimeConfig().siteHosts ?? [],
  });
  if (target.kind === 'refused') return <span className={className}>{children}</span>;
  const external = target.kind === 'external';
  const href = external ? target.href : `${localePath(target.path)}${target.search}${target.hash}`;
  return (
    <a
      href={href}
      data-follow-link=""
      className={className}
      aria-label={label}
      onClick={onFollow}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}
