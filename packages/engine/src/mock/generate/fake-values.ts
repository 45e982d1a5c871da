import type { Rng } from './rng.js';
import type { MockLocale } from './types.js';
import type { StringKind } from './realism/field-kind.js';
import { sourceOfKind } from './realism/string-sources.js';
import { poolOf } from './realism/pools.js';

/**
 * Fake values by name for templates (`{{$fake.email}}` in an expectation's body), from the same
 * pools as generated data. Names are the realistic kinds, plus a few aliases people type.
 */
const ALIASES: Record<string, StringKind> = {
  name: 'fullName',
  fullName: 'fullName',
  firstName: 'firstName',
  lastName: 'lastName',
  userName: 'username',
  image: 'imageUrl',
  date: 'recentDate',
  dateTime: 'recentDate',
  ip: 'ipv4',
  postcode: 'zip',
  zipCode: 'zip',
};

export const FAKE_NAMES: readonly string[] = [
  'email',
  'phone',
  'uuid',
  'id',
  'avatar',
  'imageUrl',
  'url',
  'ipv4',
  'ipv6',
  'mac',
  'hostname',
  'timezone',
  'recentDate',
  'birthDate',
  'futureDate',
  'userAgent',
  'price',
  'currency',
  'countryCode',
  'country',
  'zip',
  'city',
  'state',
  'street',
  'secondaryAddress',
  'address',
  'latitude',
  'longitude',
  'company',
  'firstName',
  'lastName',
  'fullName',
  'username',
  'petName',
  'label',
  'jobTitle',
  'title',
  'bio',
  'description',
  'color',
  'slug',
  'locale',
  'status',
  'role',
  'gender',
  'version',
  'sha',
  'token',
  'password',
  'fileName',
  'mimeType',
  ...Object.keys(ALIASES),
];

const KINDS: ReadonlySet<string> = new Set(FAKE_NAMES);

/**
 * A maker of fake values of one kind, prepared now (the pool is filled at most once per locale),
 * or undefined for an unknown name. Call it at compile time; call the result per answer.
 */
export function compileFake(name: string, locale: MockLocale): ((rng: Rng) => string) | undefined {
  if (!KINDS.has(name)) return undefined;
  const kind = (ALIASES[name] ?? name) as StringKind;
  const source = sourceOfKind(kind, 'date-time');
  if (source.type === 'made') return source.make;
  const pool = poolOf(locale, `${kind}:date-time`, source.draw);
  return (rng) => pool[Math.floor(rng.next() * pool.length)]!;
}
