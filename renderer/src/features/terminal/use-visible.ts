import { useEffect, useState, type RefObject } from 'react';

/** Whether the element is on screen now (IntersectionObserver). */
export function useVisible(element: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const observer = new IntersectionObserver((entries) => setVisible(entries.some((entry) => entry.isIntersecting)));
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return visible;
}
