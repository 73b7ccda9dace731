import type { ServiceConfig } from '../../services/config.ts';
import { ServiceError } from '../../services/http/service-error.ts';
import { InvalidPointError } from '../../services/location/coordinates/point-text.ts';
import { createLocationService } from '../../services/location/location-service.ts';
import { ToolError } from '../../tools/define.ts';
import type { ToolContext } from '../../tools/tool.ts';
import { directionsText, geocodeText, locateText, placesText, tripText } from './format.ts';
import { stops, type LocationInput } from './input.ts';
import type { LocationMetadata } from '../../../../shared/vocabulary/tool-metadata.ts';

/** Places gathered per search, over two pages on either provider. */
const placesPerSearch = 40;
const defaultRadiusMeters = 5000;

/** One Location call: the service's answer as compact text for the model and as metadata for the UI; its failures as ToolErrors. */
export async function runLocation(input: LocationInput, context: ToolContext, cloud: ServiceConfig): Promise<string> {
  try {
    return await run(input, context, cloud);
  } catch (error) {
    if (error instanceof ServiceError || error instanceof InvalidPointError) throw new ToolError(error.message);
    throw error;
  }
}

async function run(input: LocationInput, context: ToolContext, cloud: ServiceConfig): Promise<string> {
  const service = createLocationService(cloud);
  const options = { signal: context.signal, language: input.language };
  const { action, region } = input;
  if (action === 'locate') {
    const answer = await service.locate(region, options);
    context.metadata({ action, position: answer.position, failures: answer.failures } satisfies LocationMetadata);
    return locateText(answer);
  }
  const location = input.location ?? '';
  if (action === 'geocode') {
    const answer = await service.geocode(location, region, options);
    context.metadata({ action, ...answer } satisfies LocationMetadata);
    return geocodeText(location, answer);
  }
  if (action === 'search_places') {
    const request = { query: input.query, type: input.type, location: input.location, radiusMeters: input.radius ?? defaultRadiusMeters, limit: placesPerSearch };
    const answer = await service.searchPlaces(request, region, options);
    context.metadata({ action, ...answer } satisfies LocationMetadata);
    return placesText([input.query && `"${input.query}"`, input.type && `type ${input.type}`].filter(Boolean).join(', '), answer);
  }
  const answer = await service.route(stops(input), input.mode ?? 'driving', region, options);
  context.metadata({ action, ...answer } satisfies LocationMetadata);
  return action === 'plan_trip' ? tripText(answer) : directionsText(answer);
}
