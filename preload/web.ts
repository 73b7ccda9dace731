import { eventChannels, requestChannels } from '../shared/ipc/channels.ts';
import { socketPath } from '../shared/ipc/socket-frames.ts';
import { buildDeftApi } from './build-api.ts';
import { socketTransport } from './socket-transport.ts';

/**
 * The browser's preload for `deft web`: a classic script the server puts before the renderer's
 * module, so `window.deft` is there when the renderer starts, built as Electron's preload builds it
 * but over a WebSocket to the server this page came from. The cookie set with the page carries the
 * token; a quick-ask tab (`#/quick`) asks for the quick-ask window's narrower contract.
 */
// The token came in the address; from now on the page's cookie carries it, so it leaves the address bar and the history.
if (new URLSearchParams(location.search).has('token')) history.replaceState(null, '', `${location.pathname}${location.hash}`);
const kind = /^#\/?quick/.test(location.hash) ? 'quick' : 'main';
const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
const socket = new WebSocket(`${scheme}//${location.host}${socketPath}?kind=${kind}`);
const lostMessage = 'The connection to "deft web" closed. If the server still runs, reload the page; otherwise start it again.';

Object.defineProperty(window, 'deft', { value: buildDeftApi({ requests: requestChannels, events: eventChannels }, socketTransport(socket, lostMessage)) });
