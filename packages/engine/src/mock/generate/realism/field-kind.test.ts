import { describe, expect, it } from 'vitest';
import { nameWords, numberKindOf, singular, stringKindOf } from './field-kind.js';

describe('nameWords', () => {
  it('splits camelCase, snake_case and kebab-case alike', () => {
    expect(nameWords('avatarURL')).toEqual(['avatar', 'url']);
    expect(nameWords('created_at')).toEqual(['created', 'at']);
    expect(nameWords('zip-code')).toEqual(['zip', 'code']);
    expect(singular('categories')).toBe('category');
    expect(singular('addresses')).toBe('address');
    expect(singular('status')).toBe('status');
    expect(singular('statuses')).toBe('status');
    expect(singular('boxes')).toBe('box');
  });
});

describe('stringKindOf', () => {
  it.each([
    ['email', 'email'],
    ['billing_email', 'email'],
    ['emailAddress', 'email'],
    ['phone_number', 'phone'],
    ['mobile', 'phone'],
    ['first_name', 'firstName'],
    ['lastName', 'lastName'],
    ['display_name', 'fullName'],
    ['username', 'username'],
    ['login', 'username'],
    ['avatar_url', 'avatar'],
    ['profile_image', 'imageUrl'],
    ['html_url', 'url'],
    ['website', 'url'],
    ['uuid', 'uuid'],
    ['id', 'id'],
    ['node_id', 'id'],
    ['created_at', 'recentDate'],
    ['updatedAt', 'recentDate'],
    ['birthday', 'birthDate'],
    ['expires_at', 'futureDate'],
    ['price', 'price'],
    ['currency', 'currency'],
    ['address', 'address'],
    ['street', 'street'],
    ['address_line1', 'street'],
    ['city', 'city'],
    ['country', 'country'],
    ['country_code', 'countryCode'],
    ['zip', 'zip'],
    ['postal_code', 'zip'],
    ['company', 'company'],
    ['title', 'title'],
    ['description', 'description'],
    ['bio', 'bio'],
    ['color', 'color'],
    ['ip_address', 'ipv4'],
    ['latitude', 'latitude'],
    ['lng', 'longitude'],
    ['status', 'status'],
    ['timezone', 'timezone'],
    ['user_agent', 'userAgent'],
    ['sha', 'sha'],
    ['api_key', 'token'],
    ['mime_type', 'mimeType'],
    ['file_name', 'fileName'],
    ['version', 'version'],
    ['tag', 'label'],
  ])('reads %s as %s', (name, kind) => {
    expect(stringKindOf({ name })).toBe(kind);
  });

  it('reads name after the model it is in', () => {
    expect(stringKindOf({ name: 'name', owner: 'User' })).toBe('fullName');
    expect(stringKindOf({ name: 'name', owner: 'Organization' })).toBe('company');
    expect(stringKindOf({ name: 'name', owner: 'Pet' })).toBe('petName');
    expect(stringKindOf({ name: 'name', owner: 'Category' })).toBe('label');
    expect(stringKindOf({ name: 'state', owner: 'address' })).toBe('state');
    expect(stringKindOf({ name: 'title', owner: 'employee' })).toBe('jobTitle');
  });

  it('says nothing about names it does not know', () => {
    expect(stringKindOf({ name: 'frobnicate' })).toBeUndefined();
    expect(stringKindOf({})).toBeUndefined();
  });
});

describe('numberKindOf', () => {
  it.each([
    ['id', true, 'id'],
    ['userId', true, 'id'],
    ['age', true, 'age'],
    ['price', false, 'price'],
    ['amount', true, 'price'],
    ['total_count', true, 'count'],
    ['quantity', true, 'count'],
    ['lat', false, 'latitude'],
    ['created_at', true, 'timestamp'],
    ['year', true, 'year'],
    ['rating', false, 'rating'],
    ['port', true, 'port'],
    ['per_page', true, 'small'],
  ] as const)('reads %s as %s', (name, isInteger, kind) => {
    expect(numberKindOf({ name }, isInteger)).toBe(kind);
  });

  it('does not read paid or valid as ids', () => {
    expect(numberKindOf({ name: 'paid' }, true)).not.toBe('id');
    expect(numberKindOf({ name: 'valid' }, true)).not.toBe('id');
  });
});
