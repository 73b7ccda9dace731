import { useEffect, useState } from 'react';
import { deft } from '../../deft.ts';

/** Whether an Ollama answers on this machine, and its models: null until it is known. */
export function useLocalOllama(): { found: boolean; models: string[] } | null {
  const [ollama, setOllama] = useState<{ found: boolean; models: string[] } | null>(null);
  useEffect(() => {
    let current = true;
    void deft()
      .models.list({ provider: 'ollama' })
      .then((result) => {
        if (current) setOllama(result.ok && result.data.ok ? { found: true, models: result.data.models } : { found: false, models: [] });
      });
    return () => {
      current = false;
    };
  }, []);
  return ollama;
}
