// A banner or popup link: site paths stay in the app (and ask for a login first when the target
// needs one, spec 6), external https pages open in a new tab, anything else is not a link at all.
import type { MouseEvent, ReactNode } from 'react';
import { LocaleLink, userStore } from '@topup/shared-lib';
import { classifySiteLink } from './siteLink';

export function SiteLink({
  to,
  needLogin = false,
  className,
  label,
  onFollow,
  children,
}: {
  to: string;
  needLogin?: boolean;
  className?: string;
  /** Accessible name when the content is a picture. */
  label?: string;
  onFollow?: () => void;
  children: ReactNode;
}) {
  const target = classifySiteLink(to, window.location.origin);
  if (target.kind === 'refused') {
    return <span className={className}>{children}</span>;
  }
  if (target.kind === 'external') {
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        aria-label={label}
        onClick={onFollow}
      >
        {children}
      </a>
    );
  }
  const onClick = (event: MouseEvent) => {
    if (needLogin && !userStore.requireLogin()) {
      event.preventDefault();
      return;
    }
    onFollow?.();
  };
  return (
    <LocaleLink to={target.path} className={className} aria-label={label} onClick={onClick}>
      {children}
    </LocaleLink>
  );
}
