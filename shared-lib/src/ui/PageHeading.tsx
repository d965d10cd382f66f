import { useEffect, useRef, type ReactNode } from 'react';

// The first page of a visit keeps the browser's own focus; later pages were reached by navigating.
let firstPageShown = false;

/**
 * The page's one h1. After a client-side navigation focus moves here, so screen-reader users hear
 * that the page changed.
 */
export function PageHeading({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!firstPageShown) {
      firstPageShown = true;
      return;
    }
    const active = document.activeElement;
    // Leave focus alone when the shopper is inside a dialog or form on this page.
    if (active && active !== document.body && !active.closest('nav, header, a')) return;
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <header className="tu-page-heading">
      <h1 ref={ref} tabIndex={-1}>
        {children}
      </h1>
      {lead && <p className="tu-page-heading__lead">{lead}</p>}
    </header>
  );
}
