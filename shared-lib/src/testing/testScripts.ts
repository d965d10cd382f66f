// Test helper: makes every <script> appended to head "load" at once and runs `onLoad(src)` first,
// so a test can install the vendor global a real script would define.
export function fakeScriptLoads(onLoad: (src: string) => 'load' | 'error' = () => 'load') {
  const srcs: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        srcs.push(node.getAttribute('src') ?? '');
        node.dispatchEvent(new Event(onLoad(node.getAttribute('src') ?? '')));
      }
    }
  });
  observer.observe(document.head, { childList: true });
  return { srcs, stop: () => observer.disconnect() };
}

export function setWindowGlobal(name: string, value: unknown): void {
  (window as unknown as Record<string, unknown>)[name] = value;
}
