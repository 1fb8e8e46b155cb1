// The console's service worker: the app shell lives on the tablet, so a reload or a restart without network opens
// the judge's table from the device (its state and waiting commands are in localStorage, see ctrl.ts and queue.ts).
// The build (vite.config.ts, shellWorker) puts the release's files in SHELL; a new release is a new sw.js, hence a
// new cache, installed at the next load with network.
//
// What it answers, and how:
//   /, /index.html (a navigation)  the network first (a new release arrives at once), the device's copy without it
//   /config.json                   the network first, the device's copy without it
//   /assets/** and the shell's other files   the device's copy (hashed names: a file never changes under its name)
//   anything else (/api/**, /overlay/**, /venue/**, the sign-in pages)  not touched: straight to the network, never
//                                  cached, so a state read on the device is never shown as the server's
const SHELL = self.__SHELL__;
const CACHE = `arbiter-shell-${self.__RELEASE__}`;
/** How long a navigation waits for the network before the device's copy is shown (a Wi-Fi that holds packets). */
const NETWORK_WAIT_MS = 4000;

self.addEventListener('install', event => {
  event.waitUntil(caches.open(CACHE)
    .then(cache => cache.addAll(SHELL.map(path => new Request(path, { cache: 'reload' }))))
    .then(() => self.skipWaiting()));
});

self.addEventListener('activate', event => {
  event.waitUntil(caches.keys()
    .then(names => Promise.all(names.filter(n => n.startsWith('arbiter-shell-') && n !== CACHE).map(n => caches.delete(n))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', event => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && (url.pathname === '/' || url.pathname === '/index.html')) {
    event.respondWith(networkFirst(request, '/'));
  } else if (url.pathname === '/config.json') {
    event.respondWith(networkFirst(request, '/config.json'));
  } else if (SHELL.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname).then(hit => hit ?? fetch(request)));
  }
});

/** The network's answer (kept as the device's copy under {@code key}); the device's copy when there is no answer. */
async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  const fromNetwork = fetch(request, { cache: 'no-store' }).then(response => {
    if (response.ok) void cache.put(key, response.clone());
    return response;
  });
  fromNetwork.catch(() => undefined);     // its failure is handled below, whichever wins the race
  const late = new Promise(resolve => setTimeout(resolve, NETWORK_WAIT_MS, null));
  try {
    const first = await Promise.race([fromNetwork, late]);
    if (first) return first;
  } catch {
    // no network: the device's copy below
  }
  const copy = await cache.match(key);
  return copy ?? fromNetwork;
}
