import type { Faker } from '@faker-js/faker';
import type { Rng } from '../rng.js';
import type { MockLocale } from '../types.js';
import type { StringKind } from './field-kind.js';
import { REFERENCE_DATE } from './locale-fakers.js';

/**
 * Where the strings of each realistic kind come from. Most are drawn with faker into a pool at
 * compile time (`pooled`); a few whose variety matters and which are cheap to make are made from
 * the random numbers while answering (`made`).
 */

/** The shape a date-like value takes, from the schema's format. */
export type DateShape = 'date-time' | 'date' | 'time';

export type StringSource =
  | { type: 'pooled'; draw: (faker: Faker, locale: MockLocale) => string }
  | { type: 'made'; make: (rng: Rng) => string };

/** Two hex digits per byte value: a UUID is then sixteen lookups, not number formatting. */
const BYTE_HEX: readonly string[] = Array.from({ length: 256 }, (_, byte) =>
  byte.toString(16).padStart(2, '0'),
);

function word32(rng: Rng): number {
  return Math.floor(rng.next() * 0x100000000);
}

function hexOf(word: number): string {
  return (
    BYTE_HEX[word >>> 24]! +
    BYTE_HEX[(word >>> 16) & 255]! +
    BYTE_HEX[(word >>> 8) & 255]! +
    BYTE_HEX[word & 255]!
  );
}

/** A version 4 UUID: 128 random bits with the version and variant bits set. */
export function makeUuid(rng: Rng): string {
  const a = hexOf(word32(rng));
  const b = word32(rng);
  const c = word32(rng);
  const d = hexOf(word32(rng));
  // Version 4 in the high nibble of the seventh byte; variant 10xx in the ninth.
  const timeHigh = BYTE_HEX[0x40 | ((b >>> 8) & 0x0f)]! + BYTE_HEX[b & 255]!;
  const clock = BYTE_HEX[0x80 | ((c >>> 24) & 0x3f)]! + BYTE_HEX[(c >>> 16) & 255]!;
  const node = BYTE_HEX[(c >>> 8) & 255]! + BYTE_HEX[c & 255]!;
  return `${a}-${BYTE_HEX[b >>> 24]!}${BYTE_HEX[(b >>> 16) & 255]!}-${timeHigh}-${clock}-${node}${d}`;
}

function shapeDate(date: Date, shape: DateShape): string {
  const iso = date.toISOString();
  if (shape === 'date') return iso.slice(0, 10);
  if (shape === 'time') return `${iso.slice(11, 19)}Z`;
  return `${iso.slice(0, 19)}Z`;
}

const isCjk = (locale: MockLocale) => locale === 'zh-CN' || locale === 'zh-Hant' || locale === 'ja';

/** Labels and titles: faker's localized words where the locale has them, English otherwise. */
function labelOf(f: Faker, locale: MockLocale): string {
  if (locale === 'ja') return f.lorem.word();
  if (locale === 'zh-Hant') return f.commerce.department();
  return f.word.noun();
}

function addressOf(f: Faker, locale: MockLocale): string {
  if (isCjk(locale))
    return `${f.location.state()}${f.location.city()}${f.location.streetAddress()}`;
  return `${f.location.streetAddress()}, ${f.location.city()}, ${f.location.state()} ${f.location.zipCode()}`;
}

function descriptionOf(f: Faker, locale: MockLocale): string {
  if (locale === 'ja') return f.lorem.sentence();
  if (locale === 'zh-CN' || locale === 'id' || locale === 'en')
    return f.commerce.productDescription();
  return f.company.catchPhrase();
}

const STATUSES = ['active', 'pending', 'inactive', 'completed', 'archived'];
const ROLES = ['admin', 'member', 'owner', 'editor', 'viewer'];
const LOCALES = ['en-US', 'zh-CN', 'ja-JP', 'id-ID', 'zh-TW', 'fr-FR', 'de-DE', 'es-ES'];

export function sourceOfKind(kind: StringKind, shape: DateShape): StringSource {
  switch (kind) {
    case 'uuid':
    case 'id':
      return { type: 'made', make: makeUuid };
    case 'email':
      return { type: 'pooled', draw: (f) => f.internet.email().toLowerCase() };
    case 'phone':
      return { type: 'pooled', draw: (f) => f.phone.number({ style: 'national' }) };
    case 'avatar':
      return { type: 'pooled', draw: (f) => f.image.avatar() };
    case 'imageUrl':
      return { type: 'pooled', draw: (f) => f.image.url() };
    case 'url':
      return { type: 'pooled', draw: (f) => f.internet.url() };
    case 'ipv4':
      return { type: 'pooled', draw: (f) => f.internet.ipv4() };
    case 'ipv6':
      return { type: 'pooled', draw: (f) => f.internet.ipv6() };
    case 'mac':
      return { type: 'pooled', draw: (f) => f.internet.mac() };
    case 'hostname':
      return { type: 'pooled', draw: (f) => f.internet.domainName() };
    case 'timezone':
      return { type: 'pooled', draw: (f) => f.location.timeZone() };
    case 'userAgent':
      return { type: 'pooled', draw: (f) => f.internet.userAgent() };
    case 'recentDate':
      return {
        type: 'pooled',
        draw: (f) => shapeDate(f.date.recent({ days: 365, refDate: REFERENCE_DATE }), shape),
      };
    case 'birthDate':
      return {
        type: 'pooled',
        draw: (f) =>
          shapeDate(
            f.date.birthdate({ mode: 'age', min: 18, max: 80, refDate: REFERENCE_DATE }),
            shape === 'date-time' ? 'date' : shape,
          ),
      };
    case 'futureDate':
      return {
        type: 'pooled',
        draw: (f) => shapeDate(f.date.soon({ days: 365, refDate: REFERENCE_DATE }), shape),
      };
    case 'price':
      return { type: 'pooled', draw: (f) => f.commerce.price({ min: 1, max: 1000 }) };
    case 'currency':
      return { type: 'pooled', draw: (f) => f.finance.currencyCode() };
    case 'countryCode':
      return { type: 'pooled', draw: (f) => f.location.countryCode() };
    case 'country':
      return { type: 'pooled', draw: (f) => f.location.country() };
    case 'zip':
      return { type: 'pooled', draw: (f) => f.location.zipCode() };
    case 'city':
      return { type: 'pooled', draw: (f) => f.location.city() };
    case 'state':
      return { type: 'pooled', draw: (f) => f.location.state() };
    case 'street':
      return { type: 'pooled', draw: (f) => f.location.streetAddress() };
    case 'secondaryAddress':
      return { type: 'pooled', draw: (f) => f.location.secondaryAddress() };
    case 'address':
      return { type: 'pooled', draw: addressOf };
    case 'latitude':
      return { type: 'pooled', draw: (f) => String(f.location.latitude()) };
    case 'longitude':
      return { type: 'pooled', draw: (f) => String(f.location.longitude()) };
    case 'company':
      return { type: 'pooled', draw: (f) => f.company.name() };
    case 'firstName':
      return { type: 'pooled', draw: (f) => f.person.firstName() };
    case 'lastName':
      return { type: 'pooled', draw: (f) => f.person.lastName() };
    case 'fullName':
      return { type: 'pooled', draw: (f) => f.person.fullName() };
    case 'username':
      return { type: 'pooled', draw: (f) => f.internet.username() };
    case 'petName':
      return { type: 'pooled', draw: (f) => f.animal.petName() };
    case 'label':
      return { type: 'pooled', draw: labelOf };
    case 'jobTitle':
      return { type: 'pooled', draw: (f) => f.person.jobTitle() };
    case 'title':
      return {
        type: 'pooled',
        draw: (f, locale) =>
          locale === 'ja'
            ? f.lorem.words(3)
            : locale === 'id'
              ? f.commerce.productName()
              : f.book.title(),
      };
    case 'bio':
      return {
        type: 'pooled',
        draw: (f, locale) => (locale === 'en' ? f.person.bio() : descriptionOf(f, locale)),
      };
    case 'description':
      return { type: 'pooled', draw: descriptionOf };
    case 'color':
      return { type: 'pooled', draw: (f) => f.color.rgb() };
    case 'slug':
      return { type: 'pooled', draw: (f) => f.lorem.slug(3) };
    case 'locale':
      return { type: 'pooled', draw: (f) => f.helpers.arrayElement(LOCALES) };
    case 'status':
      return { type: 'pooled', draw: (f) => f.helpers.arrayElement(STATUSES) };
    case 'role':
      return { type: 'pooled', draw: (f) => f.helpers.arrayElement(ROLES) };
    case 'gender':
      return { type: 'pooled', draw: (f) => f.person.sex() };
    case 'version':
      return { type: 'pooled', draw: (f) => f.system.semver() };
    case 'sha':
      return { type: 'pooled', draw: (f) => f.git.commitSha() };
    case 'token':
      return { type: 'pooled', draw: (f) => f.string.alphanumeric(32) };
    case 'password':
      return { type: 'pooled', draw: (f) => f.internet.password({ length: 14 }) };
    case 'fileName':
      return { type: 'pooled', draw: (f) => f.system.fileName() };
    case 'mimeType':
      return { type: 'pooled', draw: (f) => f.system.mimeType() };
  }
}

/** Words for strings the name says nothing about, in the locale's script where faker has one. */
export function wordOf(f: Faker, locale: MockLocale): string {
  if (locale === 'ja') return f.lorem.word();
  if (locale === 'zh-CN' || locale === 'id') return f.word.noun();
  return f.word.sample();
}

/** Whether words of the locale are written without spaces between them. */
export function joinsWithoutSpaces(locale: MockLocale): boolean {
  return isCjk(locale);
}
