export { startLlmServer, type LlmServer, type LlmServerOptions } from './server.ts';
export { byConversation } from './by-conversation.ts';
export { firstUserText, lastUserText, toolNames, toolResults, type SentToolResult } from './conversation.ts';
export { scriptSchema, type RecordedRequest, type Reply, type ResponseReply, type ScriptEntry, type StatusFault } from './script.ts';
