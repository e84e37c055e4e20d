// Issue 29 (decision 066): a pre-rendered page loads the app's scripts only after its HTML was
// painted, so the first paint waits for nothing but the HTML and the stylesheet. The server
// names the entry and the modules to preload on this script (plugins/web-app.ts).
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const preloads = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.append(module);
  };
  // A signed-in visitor is not shown the signed-out page (the server's mark hides it): start now.
  if (document.documentElement.dataset.session !== undefined) {
    start();
    return;
  }
  // After the next frame was painted; a tab in the background (no frames) starts anyway.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
