import { describe, expect, it } from 'vitest';
import {
  alipayNotifySignContent,
  alipayRequestSignContent,
  fromBeijingTime,
  rawTopLevelMembers,
  toBeijingTime,
} from './alipay-signing.js';

describe('the strings Alipay signs', () => {
  it('a request: non-empty params but sign, ASCII-sorted, k=v&…, values unencoded', () => {
    expect(
      alipayRequestSignContent({
        method: 'alipay.trade.query',
        app_id: '2021000000000000',
        sign: 'ignored',
        notify_url: '',
        Zeta: 'upper case sorts first',
        biz_content: '{"out_trade_no":"A&B=C 中"}',
        charset: undefined,
      }),
    ).toBe(
      'Zeta=upper case sorts first&app_id=2021000000000000' +
        '&biz_content={"out_trade_no":"A&B=C 中"}&method=alipay.trade.query',
    );
  });

  it('a notification: everything but sign and sign_type, empty values kept', () => {
    const params = new Map([
      ['sign', 'x'],
      ['sign_type', 'RSA2'],
      ['trade_status', 'TRADE_SUCCESS'],
      ['body', ''],
      ['app_id', '1'],
    ]);
    expect(alipayNotifySignContent(params)).toBe('app_id=1&body=&trade_status=TRADE_SUCCESS');
  });
});

describe('raw top-level members', () => {
  it('keeps each value exactly as written: spacing, escapes, braces inside strings', () => {
    const node =
      '{ "code" : "10000", "msg":"Su\\u0063cess", "qr_code":"https:\\/\\/qr\\/x{}" ,"n":[1,{"a":"}"}] }';
    const text = `{"alipay_trade_precreate_response":${node} , "sign" : "c2ln", "num": -1.5e3, "t":true,"z":null}`;
    const members = rawTopLevelMembers(text)!;
    expect(members.get('alipay_trade_precreate_response')).toBe(node);
    expect(members.get('sign')).toBe('"c2ln"');
    expect(members.get('num')).toBe('-1.5e3');
    expect(members.get('t')).toBe('true');
    expect(members.get('z')).toBe('null');
  });

  it('reads keys with escapes', () => {
    expect(rawTopLevelMembers('{"a\\"b":1}')!.get('a"b')).toBe('1');
  });

  it.each(['', 'not json', '[1,2]', '"text"', '{"a":1', '{"a":1,"a":2}', '{"a":1}{"b":2}'])(
    'refuses %j',
    (text) => {
      expect(rawTopLevelMembers(text)).toBeNull();
    },
  );

  it('an empty object has no members', () => {
    expect(rawTopLevelMembers(' {} ')!.size).toBe(0);
  });
});

describe('Beijing time', () => {
  it('writes and reads UTC+8', () => {
    const date = new Date('2024-05-01T16:30:05Z');
    expect(toBeijingTime(date)).toBe('2024-05-02 00:30:05');
    expect(fromBeijingTime('2024-05-02 00:30:05')).toEqual(date);
  });

  it.each(['2024-02-30 10:00:00', '2024-05-02T00:30:05', '2024-05-02 24:00:00', ''])(
    'refuses %j',
    (text) => {
      expect(fromBeijingTime(text)).toBeNull();
    },
  );
});
