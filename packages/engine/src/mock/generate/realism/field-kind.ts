import type { FieldHint } from '../compiler.js';
import { BoundedMap } from '../bounded-map.js';

/**
 * What a field holds, guessed from its name (and the model around it) once, at compile time:
 * `avatar_url` is an image address, `created_at` a recent date-time, `User.name` a person's name.
 * Names are split into lower-case words first, so `avatarURL`, `avatar_url` and `avatar-url`
 * read the same.
 */

export type StringKind =
  | 'email'
  | 'phone'
  | 'uuid'
  | 'id'
  | 'avatar'
  | 'imageUrl'
  | 'url'
  | 'ipv4'
  | 'ipv6'
  | 'mac'
  | 'hostname'
  | 'timezone'
  | 'recentDate'
  | 'birthDate'
  | 'futureDate'
  | 'userAgent'
  | 'price'
  | 'currency'
  | 'countryCode'
  | 'country'
  | 'zip'
  | 'city'
  | 'state'
  | 'street'
  | 'secondaryAddress'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'company'
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'username'
  | 'petName'
  | 'label'
  | 'jobTitle'
  | 'title'
  | 'bio'
  | 'description'
  | 'color'
  | 'slug'
  | 'locale'
  | 'status'
  | 'role'
  | 'gender'
  | 'version'
  | 'sha'
  | 'token'
  | 'password'
  | 'fileName'
  | 'mimeType';

export type NumberKind =
  | 'id'
  | 'age'
  | 'latitude'
  | 'longitude'
  | 'price'
  | 'timestamp'
  | 'year'
  | 'month'
  | 'day'
  | 'hour'
  | 'minute'
  | 'count'
  | 'rating'
  | 'percent'
  | 'port'
  | 'dimension'
  | 'small'
  | 'duration';

/** `avatarURL` → [avatar, url]; `created_at` → [created, at]. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** The name of one item of a list field: `tags` → `tag`, `categories` → `category`. */
export function singular(name: string): string {
  if (/ies$/i.test(name)) return `${name.slice(0, -3)}y`;
  if (/(ss|us|is)$/i.test(name)) return name;
  if (/(x|ch|sh|ss|us)es$/i.test(name)) return name.slice(0, -2);
  if (/s$/i.test(name) && name.length > 2) return name.slice(0, -1);
  return name;
}

const PERSON_OWNERS = new Set([
  'user',
  'users',
  'person',
  'people',
  'customer',
  'author',
  'member',
  'owner',
  'contact',
  'employee',
  'account',
  'profile',
  'assignee',
  'creator',
  'sender',
  'recipient',
  'committer',
  'reviewer',
  'actor',
  'buyer',
  'seller',
  'student',
  'teacher',
  'patient',
  'driver',
  'guest',
  'admin',
  'individual',
  'representative',
  'shipping',
  'billing',
  'cardholder',
  'collaborator',
  'follower',
  'passenger',
]);
const COMPANY_OWNERS = new Set([
  'company',
  'organization',
  'organisation',
  'org',
  'business',
  'enterprise',
  'merchant',
  'vendor',
  'supplier',
  'brand',
  'employer',
]);
const PET_OWNERS = new Set(['pet', 'pets', 'animal', 'dog', 'cat']);
const ADDRESS_OWNERS = new Set([
  'address',
  'location',
  'place',
  'shipping',
  'billing',
  'residence',
  'geo',
]);

const DATE_WORDS = new Set([
  'created',
  'updated',
  'modified',
  'deleted',
  'timestamp',
  'published',
  'closed',
  'merged',
  'pushed',
  'started',
  'finished',
  'completed',
  'submitted',
  'archived',
  'last',
  'date',
  'datetime',
  'time',
  'since',
  'joined',
  'registered',
  'issued',
  'sent',
  'received',
  'paid',
  'canceled',
  'cancelled',
  'approved',
  'posted',
  'edited',
  'seen',
  'scheduled',
  'occurred',
  'starred',
  'resolved',
]);
const FUTURE_WORDS = new Set([
  'expires',
  'expiry',
  'expiration',
  'expire',
  'due',
  'deadline',
  'until',
  'ends',
  'valid',
]);
const PRICE_WORDS = new Set([
  'price',
  'amount',
  'cost',
  'subtotal',
  'fee',
  'fees',
  'balance',
  'salary',
  'tax',
  'discount',
  'payment',
  'revenue',
  'budget',
  'refund',
  'charge',
  'total',
]);
const DESCRIPTION_WORDS = new Set([
  'description',
  'summary',
  'comment',
  'note',
  'notes',
  'message',
  'body',
  'text',
  'content',
  'details',
  'remark',
  'remarks',
  'caption',
  'reason',
  'memo',
  'excerpt',
  'statement',
]);
const WORD_LIKE = new Set([
  'tag',
  'label',
  'category',
  'keyword',
  'topic',
  'genre',
  'kind',
  'type',
  'group',
  'department',
  'team',
  'brand',
  'model',
  'product',
  'item',
]);

/** Kinds already read, by owner and name: designs repeat the same names thousands of times. */
const stringKinds = new BoundedMap<string, StringKind | null>(50_000);
const numberKinds = new BoundedMap<string, NumberKind | null>(50_000);

/** The realistic kind of a string field, or undefined when its name says nothing we know. */
export function stringKindOf(hint: FieldHint): StringKind | undefined {
  if (!hint.name) return undefined;
  const key = `${hint.owner ?? ''}\u0000${hint.name}`;
  let kind = stringKinds.get(key);
  if (kind === undefined) {
    kind = readStringKind(hint) ?? null;
    stringKinds.set(key, kind);
  }
  return kind ?? undefined;
}

/** The realistic kind of a numeric field, or undefined. */
export function numberKindOf(hint: FieldHint, isInteger: boolean): NumberKind | undefined {
  if (!hint.name) return undefined;
  const key = `${isInteger ? 'i' : 'n'}\u0000${hint.name}`;
  let kind = numberKinds.get(key);
  if (kind === undefined) {
    kind = readNumberKind(hint, isInteger) ?? null;
    numberKinds.set(key, kind);
  }
  return kind ?? undefined;
}

function readStringKind(hint: FieldHint): StringKind | undefined {
  const name = hint.name;
  if (!name) return undefined;
  const words = nameWords(name);
  if (words.length === 0) return undefined;
  const joined = words.join('');
  const last = words[words.length - 1]!;
  const has = (...candidates: string[]) =>
    candidates.some((candidate) => words.includes(candidate));
  const ownerWords = hint.owner ? nameWords(singular(hint.owner)) : [];
  const ownerIs = (set: ReadonlySet<string>) => ownerWords.some((word) => set.has(word));

  if (has('email', 'mail') || joined.endsWith('email')) return 'email';
  if (
    has('phone', 'mobile', 'telephone', 'tel', 'fax', 'cellphone', 'msisdn') ||
    joined.endsWith('phonenumber')
  )
    return 'phone';
  if (last === 'uuid' || last === 'guid') return 'uuid';
  if (has('avatar') && last !== 'id') return 'avatar';
  if (
    has('image', 'photo', 'picture', 'thumbnail', 'logo', 'icon', 'img', 'banner', 'cover') &&
    last !== 'id'
  ) {
    return 'imageUrl';
  }
  if (
    ['url', 'uri', 'link', 'href', 'homepage', 'website', 'site', 'webhook', 'callback'].includes(
      last,
    ) ||
    joined.endsWith('url')
  ) {
    return 'url';
  }
  if (has('ipv6')) return 'ipv6';
  if (has('ip', 'ipv4') || joined === 'ipaddress') return 'ipv4';
  if (has('mac') && (last === 'address' || last === 'mac')) return 'mac';
  if (['hostname', 'host', 'domain'].includes(last)) return 'hostname';
  if (joined === 'timezone' || last === 'tz' || joined.endsWith('timezone')) return 'timezone';
  if (joined === 'useragent' || joined.endsWith('useragent')) return 'userAgent';
  if (
    has('birthday', 'birthdate', 'dob', 'born') ||
    joined.endsWith('birthdate') ||
    joined === 'dateofbirth'
  )
    return 'birthDate';
  if (
    words.some((word) => FUTURE_WORDS.has(word)) &&
    (last === 'at' || last === 'date' || last === 'on' || last === 'time' || words.length === 1)
  ) {
    return 'futureDate';
  }
  if ((last === 'at' || last === 'on') && words.length > 1) return 'recentDate';
  if (
    words.some((word) => DATE_WORDS.has(word)) &&
    (last === 'at' ||
      last === 'date' ||
      last === 'time' ||
      last === 'datetime' ||
      last === 'timestamp' ||
      last === 'on' ||
      words.length === 1)
  ) {
    if (!(words.length === 1 && (last === 'last' || last === 'since' || last === 'valid')))
      return 'recentDate';
  }
  if (
    words.some((word) => PRICE_WORDS.has(word)) &&
    !has('count', 'type', 'currency', 'id', 'status')
  )
    return 'price';
  if (has('currency')) return 'currency';
  if (has('country') && has('code', 'iso', 'alpha2')) return 'countryCode';
  if (has('country', 'nationality')) return 'country';
  if (has('zip', 'zipcode', 'postcode', 'postal', 'postalcode')) return 'zip';
  if (has('city', 'town')) return 'city';
  if (
    has('province', 'prefecture', 'county') ||
    (last === 'state' && ownerIs(ADDRESS_OWNERS)) ||
    joined === 'statecode'
  )
    return 'state';
  if (has('street', 'line1', 'address1') || joined === 'addressline1' || joined === 'streetaddress')
    return 'street';
  if (has('line2', 'address2') || joined === 'addressline2') return 'secondaryAddress';
  if (last === 'address') return 'address';
  if (has('lat', 'latitude')) return 'latitude';
  if (has('lng', 'lon', 'longitude')) return 'longitude';
  if (joined === 'firstname' || joined === 'givenname' || joined === 'forename') return 'firstName';
  if (joined === 'lastname' || joined === 'surname' || joined === 'familyname') return 'lastName';
  if (has('company', 'organization', 'organisation', 'employer') || joined === 'orgname')
    return 'company';
  if (
    [
      'fullname',
      'displayname',
      'realname',
      'contactname',
      'customername',
      'authorname',
      'personname',
    ].includes(joined)
  ) {
    return 'fullName';
  }
  if (
    ['username', 'login', 'handle', 'screenname', 'nickname', 'nick', 'user'].includes(joined) ||
    joined.endsWith('username')
  ) {
    return 'username';
  }
  if (
    joined === 'filename' ||
    (last === 'file' && words.length === 1) ||
    joined.endsWith('filename')
  )
    return 'fileName';
  if (last === 'name') {
    if (words.length > 1 && WORD_LIKE.has(words[words.length - 2]!)) return 'label';
    if (ownerIs(PERSON_OWNERS)) return 'fullName';
    if (ownerIs(COMPANY_OWNERS)) return 'company';
    if (ownerIs(PET_OWNERS)) return 'petName';
    return 'label';
  }
  if (
    joined === 'jobtitle' ||
    joined === 'position' ||
    joined === 'occupation' ||
    (last === 'title' && ownerIs(PERSON_OWNERS))
  ) {
    return 'jobTitle';
  }
  if (last === 'title' || joined === 'headline' || joined === 'subject') return 'title';
  if (has('bio', 'about', 'biography')) return 'bio';
  if (words.some((word) => DESCRIPTION_WORDS.has(word))) return 'description';
  if (has('color', 'colour')) return 'color';
  if (last === 'slug') return 'slug';
  if (['locale', 'language', 'lang'].includes(last)) return 'locale';
  if (last === 'status' || last === 'state') return 'status';
  if (last === 'role') return 'role';
  if (has('gender', 'sex')) return 'gender';
  if (last === 'version') return 'version';
  if (['sha', 'hash', 'checksum', 'etag', 'digest', 'fingerprint'].includes(last)) return 'sha';
  if (has('token', 'secret') || joined === 'apikey' || joined.endsWith('apikey')) return 'token';
  if (has('password', 'passwd', 'pwd')) return 'password';
  if (joined === 'mimetype' || joined === 'contenttype' || joined === 'mediatype')
    return 'mimeType';
  if (last === 'id' || last === 'ids') return 'id';
  if (WORD_LIKE.has(last)) return 'label';
  return undefined;
}

function readNumberKind(hint: FieldHint, isInteger: boolean): NumberKind | undefined {
  const name = hint.name;
  if (!name) return undefined;
  const words = nameWords(name);
  if (words.length === 0) return undefined;
  const joined = words.join('');
  const last = words[words.length - 1]!;
  const has = (...candidates: string[]) =>
    candidates.some((candidate) => words.includes(candidate));

  if (
    last === 'id' ||
    last === 'ids' ||
    (last.endsWith('id') &&
      words.length === 1 &&
      last.length > 3 &&
      !['paid', 'valid', 'void', 'liquid', 'solid', 'android', 'rapid', 'humid'].includes(last))
  ) {
    return 'id';
  }
  if (has('age')) return 'age';
  if (has('lat', 'latitude')) return 'latitude';
  if (has('lng', 'lon', 'longitude')) return 'longitude';
  if (has('year')) return 'year';
  if (has('month')) return 'month';
  if (has('day') && !has('days')) return 'day';
  if (has('hour')) return 'hour';
  if (has('minute', 'second')) return 'minute';
  if ((last === 'at' || last === 'timestamp' || last === 'time') && words.length > 0 && isInteger)
    return 'timestamp';
  if (has('rating', 'stars') && !isInteger) return 'rating';
  if (has('rating')) return 'rating';
  if (has('percent', 'percentage', 'pct', 'ratio', 'progress')) return 'percent';
  if (has('port')) return 'port';
  if (has('width', 'height', 'depth', 'length') && !has('count')) return 'dimension';
  if (has('duration', 'timeout', 'ttl', 'seconds', 'ms', 'delay', 'interval', 'days', 'elapsed'))
    return 'duration';
  if (
    [
      'page',
      'perpage',
      'limit',
      'offset',
      'index',
      'position',
      'order',
      'rank',
      'priority',
      'level',
      'step',
      'number',
    ].includes(joined) ||
    last === 'index'
  ) {
    return 'small';
  }
  if (
    words.some((word) => PRICE_WORDS.has(word)) &&
    !(isInteger && (joined === 'total' || has('count')))
  )
    return 'price';
  if (
    has(
      'count',
      'quantity',
      'qty',
      'size',
      'total',
      'num',
      'stock',
      'inventory',
      'followers',
      'following',
      'forks',
      'watchers',
      'views',
      'likes',
      'comments',
      'downloads',
      'members',
      'items',
      'score',
      'points',
      'weight',
    )
  ) {
    return 'count';
  }
  return undefined;
}
