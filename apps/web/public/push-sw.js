// Shows the pushes the monitor sends (issue 22): {title, body, route}; a click opens the route.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Songstats', {
      body: data.body || '',
      icon: '/favicon.svg',
      data: { route: data.route || '/feed' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(event.notification.data.route));
});
