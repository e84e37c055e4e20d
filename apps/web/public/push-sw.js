// Shows the pushes the monitor sends (issue 22): {title, body, route}; a click opens the route.
// The app's open pages are told of each push too (a message {type: 'push', ...}), whether the
// notification could be shown or not (blocked, or a browser without notifications), and list it
// under Settings > Notifications.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Songstats';
  const body = data.body || '';
  const route = data.route || '/feed';
  event.waitUntil(
    (async () => {
      let shown = true;
      let error = null;
      try {
        await self.registration.showNotification(title, {
          body,
          icon: '/favicon.svg',
          data: { route },
        });
      } catch (caught) {
        shown = false;
        error = caught instanceof Error ? caught.message : String(caught);
      }
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const page of pages)
        page.postMessage({ type: 'push', title, body, route, shown, error });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(event.notification.data.route));
});
