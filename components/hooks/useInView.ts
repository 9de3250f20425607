import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is at least `threshold` visible. With `once`, it stays true after the first
 * time (for things that start on first sight and then run on their own).
 */
export function useInView(ref: RefObject<Element | null>, { threshold, once = false }: { threshold: number; once?: boolean }) {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
        if (visible && once) observer.disconnect();
        setInView((prev) => (once && prev ? true : visible));
      },
      { threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, threshold, once]);

  return inView;
}
