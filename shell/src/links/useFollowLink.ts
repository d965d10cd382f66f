import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  classifyLink,
  getRuntimeConfig,
  localizePath,
  splitLocalePath,
  useLanguage,
  useStores,
  type LinkTarget,
} from '@topup/shared-lib';
import { rememberPendingTarget } from './pendingTarget';

export interface FollowLinkOptions {
  /** Other host names of the store (default: runtime config `siteHosts`); the page's origin always counts. */
  siteHosts?: readonly string[];
}

const NO_HOSTS: readonly string[] = [];

const configuredHosts = (): readonly string[] => getRuntimeConfig().siteHosts ?? NO_HOSTS;

/**
 * Follows a banner or link target by the route table rule: a site target needs login (the login popup
 * opens otherwise), then navigates client-side in the shopper's language; an external one opens
 * in a new tab that cannot reach back to this page; a refused one does nothing.
 * Returns what the target was, so a caller can tell whether anything happened.
 */
export function useFollowLink({ siteHosts }: FollowLinkOptions = {}): (target: string) => LinkTarget['kind'] {
  const navigate = useNavigate();
  const { user } = useStores();
  const language = useLanguage();
  return useCallback(
    (target: string) => {
      const link = classifyLink(target, {
        origin: window.location.origin,
        siteHosts: siteHosts ?? configuredHosts(),
      });
      if (link.kind === 'external') {
        window.open(link.href, '_blank', 'noopener,noreferrer');
      } else if (link.kind === 'internal' && !user.requireLogin()) {
        // Followed once the shopper has logged in (FollowLinks, or the third-party sign-in's landing page).
        rememberPendingTarget(target);
      } else if (link.kind === 'internal') {
        // A target written with a language prefix still opens in the shopper's current language.
        const { path } = splitLocalePath(link.path);
        void navigate(`${localizePath(path, language)}${link.search}${link.hash}`);
      }
      return link.kind;
    },
    [navigate, siteHosts, user, language],
  );
}
