/**
 * What a response header or body may hold, for the help line (the engine's template values,
 * `packages/contract/src/mock/expectation.ts`). Examples, not the whole list of fake names.
 */
export const TEMPLATE_EXAMPLES: readonly string[] = [
  '{{request.path.id}}',
  '{{request.query.x}}',
  '{{request.headers.x-name}}',
  '{{request.cookies.sid}}',
  '{{request.body.owner.email}}',
  '{{request.method}}',
  '{{$fake.email}}',
  '{{$fake.fullName}}',
  '{{$fake.phone}}',
  '{{$fake.city}}',
  '{{$guid}}',
  '{{$randomInt}}',
  '{{$randomBoolean}}',
  '{{$timestamp}}',
  '{{$isoTimestamp}}',
];

/** The query parameters the mock reads instead of passing on (issue 7). */
export const MAGIC_PARAMETERS = {
  code: '__code=404',
  example: '__example=name',
  seed: '__seed=42',
} as const;
