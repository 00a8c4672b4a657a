import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than the element (it scrolls sideways), kept current as
 * either resizes. A scroller must be focusable for the keyboard to scroll it, but a tab stop that
 * scrolls nothing (the same strip on a wide screen) is only in the way.
 */
export function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
