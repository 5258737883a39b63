import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Draws `placeholder` until it comes within `margin` of the viewport (scrolled to, or on a screen
 * tall enough), then `children` for good: for a part below the fold whose code and data need not
 * be part of the page's first load. Without IntersectionObserver (jsdom), `children` at once.
 */
export function WhenSeen({ placeholder, children, margin = '300px' }: { placeholder: ReactNode; children: ReactNode; margin?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !box.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setSeen(true), { rootMargin: margin });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [seen, margin]);
  return seen ? children : <div ref={box} data-when-seen="">{placeholder}</div>;
}
