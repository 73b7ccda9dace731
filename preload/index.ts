import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { eventChannels, requestChannels } from '../shared/ipc/channels.ts';
import { buildDeftApi } from './build-api.ts';

const api = buildDeftApi(
  { requests: requestChannels, events: eventChannels },
  {
    invoke: (channel, input) => ipcRenderer.invoke(channel, input),
    subscribe: (event, listener) => {
      const handler = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
      ipcRenderer.on(event, handler);
      return () => ipcRenderer.removeListener(event, handler);
    },
  },
);

contextBridge.exposeInMainWorld('deft', api);
