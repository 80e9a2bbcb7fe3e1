// Check (g) of the quality sweep: scrolled to the end, nothing the page shows is hidden under a
// bar fixed at the bottom of the screen (the tab bar, an action bar, a pinned "my rank" row).
// Like `pageChecks` it runs in the browser (through `inPage`, as source text): self-contained.

/** What is under a bottom bar once every scroller is at its end; [] when nothing is. */
export function coveredAtEnd(): string[] {
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el: Element) =>
    el.getClientRects().length > 0 &&
    el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const describe = (el: Element) => {
    const cls = typeof el.className === 'string' ? el.className.split(/\s+/)[0] : '';
    const text = clean((el as HTMLElement).innerText ?? el.textContent).slice(0, 40);
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}>${text ? ` "${text}"` : ''}`;
  };
  const pinned = (el: Element) => {
    for (let a: Element | null = el; a; a = a.parentElement) {
      const position = getComputedStyle(a).position;
      if (position === 'fixed' || position === 'sticky') return true;
    }
    return false;
  };

  // A sheet or dialog covers the page on purpose.
  const overlays = document.querySelectorAll('.adm-mask, .adm-popup-body, [role="dialog"]');
  if ([...overlays].some(visible)) return [];

  const all = [...document.body.querySelectorAll('*')];
  const scroller = document.scrollingElement ?? document.documentElement;
  scroller.scrollTop = scroller.scrollHeight;
  for (const el of all) {
    const overflowY = getComputedStyle(el).overflowY;
    if ((overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight + 1) {
      el.scrollTop = el.scrollHeight;
    }
  }

  const height = window.innerHeight;
  const bars = all.filter((el) => {
    const position = getComputedStyle(el).position;
    if ((position !== 'fixed' && position !== 'sticky') || !visible(el)) return false;
    const box = el.getBoundingClientRect();
    return box.height > 0 && box.bottom >= height - 2 && box.top > height / 2;
  });
  const outerBars = bars.filter((bar) => !bars.some((b) => b !== bar && b.contains(bar)));
  if (outerBars.length === 0) return [];

  // The part of an element a person can see: its box clipped by the scrollers around it.
  const shownBox = (el: Element) => {
    const box = el.getBoundingClientRect();
    let top = Math.max(box.top, 0);
    let bottom = Math.min(box.bottom, height);
    let left = box.left;
    let right = box.right;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (getComputedStyle(a).overflow === 'visible') continue;
      const clip = a.getBoundingClientRect();
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    return { top, bottom, left, right };
  };
  const shows = (el: Element) =>
    ['IMG', 'svg', 'VIDEO', 'CANVAS', 'INPUT', 'TEXTAREA', 'BUTTON'].includes(el.tagName) ||
    [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && clean(n.textContent) !== '');

  const findings: string[] = [];
  for (const el of all) {
    if (!shows(el) || pinned(el) || !visible(el)) continue;
    const box = shownBox(el);
    if (box.bottom - box.top < 2) continue;
    const bar = outerBars.find((b) => {
      const barBox = b.getBoundingClientRect();
      const across = Math.min(box.right, barBox.right) - Math.max(box.left, barBox.left);
      const down = Math.min(box.bottom, barBox.bottom) - Math.max(box.top, barBox.top);
      return across > 2 && down > 2;
    });
    if (bar) findings.push(`${describe(el)} is under ${describe(bar)} at the end of the page`);
    if (findings.length >= 3) break;
  }
  return findings;
}
