import { eventChannels, requestChannels } from '../shared/ipc/channels.ts';
import { socketPath } from '../shared/ipc/socket-frames.ts';
import { buildDeftApi } from './build-api.ts';
import { reloadWhenBack } from './reload-when-back.ts';
import { socketTransport } from './socket-transport.ts';

/**
 * The browser's preload for `deft web`: a classic script the server puts before the renderer's
 * module, so `window.deft` is there when the renderer starts, built as Electron's preload builds it
 * but over a WebSocket to the server this page came from. The token comes once in the address; the
 * page keeps it in its origin's storage (cookies reach every port of the host, storage only this
 * origin) and opens the socket with it. A quick-ask tab (`#/quick`) asks for the quick-ask
 * window's narrower contract. When the socket drops, the page reconnects by reloading itself.
 */
const tokenKey = 'deft-web-token';
const given = new URLSearchParams(location.search).get('token');
if (given !== null) {
  localStorage.setItem(tokenKey, given);
  // Out of the address bar and the history.
  history.replaceState(null, '', `${location.pathname}${location.hash}`);
}
const kind = /^#\/?quick/.test(location.hash) ? 'quick' : 'main';
const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
const token = encodeURIComponent(localStorage.getItem(tokenKey) ?? '');
const socketUrl = `${scheme}//${location.host}${socketPath}?kind=${kind}&token=${token}`;
const socket = new WebSocket(socketUrl);
socket.addEventListener('close', () => reloadWhenBack(socketUrl, () => location.reload()));
const lostMessage = 'The connection to "deft web" was lost; reconnecting. If the server was stopped, start it again and open the address it prints.';

Object.defineProperty(window, 'deft', { value: buildDeftApi({ requests: requestChannels, events: eventChannels }, socketTransport(socket, lostMessage)) });
