// The API container's health check: healthy when every URL given answers 200 (by default the
// API's own /api/health). Docker Compose also names nginx's /api/health, so an API counts as
// healthy only once the web server reaches it too, and `docker compose up --wait` returns when a
// guess can be played rather than while nginx still looks the new replicas up.
// Node's http module rather than fetch: it starts in half the time, and this runs every 250 ms
// while the API starts.
'use strict';
const http = require('node:http');

const urls = process.argv.slice(2);
if (urls.length === 0) urls.push(`http://127.0.0.1:${process.env.PORT || 3000}/api/health`);

/** @param {string} url */
function answers200(url) {
  return new Promise((/** @type {(ok: boolean) => void} */ resolve) => {
    const request = http.get(url, { timeout: 2500 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

Promise.all(urls.map(answers200)).then((results) => process.exit(results.every(Boolean) ? 0 : 1));
