import type { AdCategory } from 'contracts/enums';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './ad-slot.module.css';

const AdBlock = lazy(() => import('./ad-block.tsx').then((module) => ({ default: module.AdBlock })));

/** How far ahead of the viewport an ad starts loading, so it is there when scrolled to. */
const LOAD_AHEAD = '600px';

/** The room an ad takes, held while its code or its data loads, so nothing moves when it arrives. */
export function AdSlot({ ref }: { ref?: React.Ref<HTMLDivElement> }) {
  return <div ref={ref} className={styles.slot} aria-hidden="true" data-testid="ad-slot" />;
}

/** Whether the element has come within LOAD_AHEAD of the viewport (at once where nothing can tell). */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, near };
}

/**
 * A category's advertisement on a page that opens without one (home, blogs), placed after the
 * content: its code and its data load only as the visitor scrolls near it, so neither weighs on the
 * page's first load nor delays its content; its room is held meanwhile.
 */
export function LazyAdBlock({ category }: { category: AdCategory }) {
  const { ref, near } = useNearViewport();
  if (!near) return <AdSlot ref={ref} />;
  return (
    <Suspense fallback={<AdSlot />}>
      <AdBlock category={category} />
    </Suspense>
  );
}
