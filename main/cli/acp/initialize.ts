import type { InitializeResponse } from '@agentclientprotocol/sdk';
import { appVersion } from '../../core/version.ts';
import { authMethods } from './auth-methods.ts';

/** The ACP version Deft speaks: the SDK's `PROTOCOL_VERSION`, written here so the answer is ready before the SDK is loaded. */
export const protocolVersion = 1;

/** Deft's answer to `initialize`, whatever the client advertised: the same from the early reader and from the SDK's handler. */
export const initializeResponse: InitializeResponse = {
  protocolVersion,
  agentInfo: { name: 'deft', title: 'Deft', version: appVersion },
  agentCapabilities: {
    loadSession: true,
    promptCapabilities: { image: true, embeddedContext: true },
    mcpCapabilities: { http: true, sse: true },
    sessionCapabilities: { list: {}, close: {} },
  },
  authMethods,
};
