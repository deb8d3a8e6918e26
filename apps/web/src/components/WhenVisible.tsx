import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface WhenVisibleProps {
  /** Shown until the place scrolls near the viewport; give it the height of what comes, so nothing jumps. */
  placeholder: ReactNode;
  /** How far below the viewport loading starts (a CSS margin), so the content is there when the user arrives. */
  rootMargin?: string;
  children: ReactNode;
}

/**
 * Renders its children once their place comes near the viewport. A lazy section below the fold (Home's dashboard,
 * with the chart library) then loads when the user scrolls to it, not with the first page; a browser without
 * IntersectionObserver renders at once.
 */
export function WhenVisible({ placeholder, rootMargin = '200px', children }: WhenVisibleProps) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = anchor.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  if (visible) return <>{children}</>;
  return <div ref={anchor}>{placeholder}</div>;
}
