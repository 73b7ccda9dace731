/** The model lists of `GET /v1/models` (Anthropic or OpenAI shape) and Ollama's `GET /api/tags`. */
export function modelList(path: string, headers: Record<string, string | string[] | undefined>, models: readonly string[]): unknown {
  if (path === '/api/tags') {
    return {
      models: models.map((name) => ({
        name,
        model: name,
        modified_at: '2025-06-01T00:00:00Z',
        size: 0,
        digest: 'sha256:mock',
        details: { format: 'gguf', family: 'mock', parameter_size: '1B', quantization_level: 'Q4_K_M' },
      })),
    };
  }
  if (headers['anthropic-version'] !== undefined) {
    return {
      data: models.map((id) => ({ type: 'model', id, display_name: id, created_at: '2025-06-01T00:00:00Z' })),
      has_more: false,
      first_id: models[0] ?? null,
      last_id: models.at(-1) ?? null,
    };
  }
  return { object: 'list', data: models.map((id) => ({ id, object: 'model', created: 1_750_000_000, owned_by: 'mock' })) };
}
