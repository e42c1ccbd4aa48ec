import { type KeyboardEvent, type ReactNode, useRef } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The first element Tab would reach after `box` (none: focus stays where the browser puts it). */
function nextTabbable(box: HTMLElement): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>(TABBABLE)).find(
    (el) =>
      !box.contains(el) &&
      (box.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
      el.checkVisibility(),
  );
}

/**
 * Lets Tab leave an empty date-range picker. The picker answers Tab in its empty first field by focusing its second
 * field and then, as the first has no value, its first field again: a keyboard user could never get past a range
 * filter. In that case only, Tab goes on to the next control after the picker (an empty range has no end to give);
 * once a start is typed the picker's own Tab to the second field works, and from there Tab leaves as usual.
 */
export default function TabLeaves({ children }: { children: ReactNode }) {
  const box = useRef<HTMLSpanElement>(null);
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.shiftKey || !box.current) return;
    const inputs = box.current.querySelectorAll('input');
    if (event.target !== inputs[0] || inputs[0]?.value) return;
    const next = nextTabbable(box.current);
    if (!next) return;
    event.preventDefault();
    event.stopPropagation();
    inputs[0]?.blur();
    next.focus();
  };
  return (
    <span ref={box} style={{ display: 'block', width: '100%' }} onKeyDownCapture={onKeyDownCapture}>
      {children}
    </span>
  );
}
