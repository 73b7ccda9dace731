import type { ToolServices } from './tool.ts';

export function acceptsImages(services: ToolServices): boolean {
  return services.modelCapabilities?.includes('images') ?? true;
}
