import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays true from then on): what lies far below the
 * first screen loads its code only when the visitor scrolls towards it, not with the page's first load. Where the
 * browser cannot tell (no IntersectionObserver), it is near once mounted. Never near in the server's render, so the
 * page the server sends and the one the app hydrates agree.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  const [isNear, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);

  return { ref, isNear };
}
