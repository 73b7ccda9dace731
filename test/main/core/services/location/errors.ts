import { expect } from 'vitest';
import { ServiceError } from '../../../../../main/core/services/http/service-error.ts';

/** The ServiceError a promise rejects with; fails the test when it resolves or rejects with something else. */
export async function serviceFailure(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}
