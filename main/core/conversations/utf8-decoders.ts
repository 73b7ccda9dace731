import { StringDecoder } from 'node:string_decoder';

/** One UTF-8 decoder per stream, so a character split across two chunks arrives whole. */
export function utf8Decoders(): { for(stream: string): StringDecoder } {
  const decoders = new Map<string, StringDecoder>();
  return {
    for(stream) {
      let decoder = decoders.get(stream);
      if (!decoder) decoders.set(stream, (decoder = new StringDecoder('utf8')));
      return decoder;
    },
  };
}
