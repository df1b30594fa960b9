import type { z } from 'zod';
import * as contracts from '../index.js';
import { textFieldsOf } from './text-fields.js';

/** Request schemas by their names' role: bodies, queries, path parameters, requests. */
const REQUEST_SCHEMA_NAME = /(Body|Query|Params|Request)Schema$/;

const requestSchemas: Array<[string, z.ZodType]> = [
  ...Object.entries(contracts)
    .filter(([name]) => REQUEST_SCHEMA_NAME.test(name))
    .map(([name, schema]) => [name, schema as z.ZodType] as [string, z.ZodType]),
  ...Object.entries(contracts.CLIENT_EVENT_PAYLOAD_SCHEMAS).map(
    ([event, schema]) => [`socket ${event}`, schema] as [string, z.ZodType],
  ),
];

/** NUL and other controls, in texts of the lengths fields ask for (ids, passwords, names). */
const DIRTY_TEXTS = [
  '\u0000',
  'a\u0000b',
  'Abcdef12\u0000xyz',
  `${'a'.repeat(20)}\u0000${'b'.repeat(20)}`,
  '0123456789abcdef0123456\u0000',
  'hello\u001b[2J world',
  'Ana \ud83d lone',
];

describe('every text a request carries is clean text', () => {
  it('when the contracts are read, then their request schemas and text fields are found', () => {
    const names = requestSchemas.map(([name]) => name);
    for (const expected of [
      'CreateScheduledPostBodySchema',
      'PostNowBodySchema',
      'RegisterBodySchema',
      'ListScheduledPostsQuerySchema',
      'ScheduledPostParamsSchema',
      'GenerateContentRequestSchema',
      'socket mark_notification_read',
    ])
      expect(names).toContain(expected);
    const fields = textFieldsOf(contracts.CreateScheduledPostBodySchema).map((field) =>
      field.path.join('.'),
    );
    expect(fields).toEqual(expect.arrayContaining(['caption', 'mediaUrl', 'clientCurrentTime']));
  });

  it.each(requestSchemas)(
    'when a text field of %s gets NUL, other controls or a lone surrogate, then it is refused',
    (_name, schema) => {
      const accepted: string[] = [];
      for (const field of textFieldsOf(schema)) {
        for (const text of DIRTY_TEXTS) {
          if (field.schema.safeParse(text).success)
            accepted.push(`${field.path.join('.') || '(value)'}: ${JSON.stringify(text)}`);
        }
      }
      expect(accepted).toEqual([]);
    },
  );
});
