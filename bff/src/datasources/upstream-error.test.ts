import { describe, expect, it } from 'vitest';
import { UpstreamHttpError } from './api-client.ts';
import { toGraphQLError } from './upstream-error.ts';

describe('a failed upstream call as a GraphQL error', () => {
  it('carries how far a bulk update or undo got before the server stopped', () => {
    const update = toGraphQLError(
      new UpstreamHttpError(500, {
        message: 'Failed to apply bulk changes',
        code: 'INTERNAL',
        updated: 250,
        failed_from_id: 901,
        bulk_change_id: 4,
      }),
      'The records service',
    );
    expect(update.message).toBe('Failed to apply bulk changes');
    expect(update.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', applied: 250, failedFromId: 901 });

    const undo = toGraphQLError(
      new UpstreamHttpError(500, { message: 'Failed to undo the bulk change', restored: 0, failed_from_id: 3 }),
      'The records service',
    );
    expect(undo.extensions).toMatchObject({ applied: 0, failedFromId: 3 });
  });

  it('says nothing of progress for any other failure', () => {
    const error = toGraphQLError(
      new UpstreamHttpError(500, { message: 'Internal server error' }),
      'The records service',
    );
    expect(error.extensions).not.toHaveProperty('applied');
  });
});
