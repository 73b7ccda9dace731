import { expect } from 'vitest';
import { ServiceError } from '../../main/core/services/http/service-error.ts';

/** The ServiceError the promise rejects with; the test fails if it resolves or rejects with anything else. */
export async function serviceFailure(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}
