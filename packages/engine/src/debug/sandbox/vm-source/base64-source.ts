/**
 * JavaScript run inside the sandbox: atob and btoa (Latin-1 text, as in browsers); QuickJS has
 * neither, and Postman scripts build Basic credentials with btoa.
 *
 * Source text, not TypeScript: QuickJS evaluates it (see bootstrap-source.ts). It may not
 * contain backticks or dollar-brace, as it sits in a String.raw template.
 */
export const BASE64_SOURCE = String.raw`
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function btoa(value) {
  const text = String(value);
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i);
    const b = text.charCodeAt(i + 1);
    const c = text.charCodeAt(i + 2);
    if (a > 255 || b > 255 || c > 255) throw new Error('btoa: the text has characters outside Latin-1');
    const bits = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += BASE64[(bits >> 18) & 63] + BASE64[(bits >> 12) & 63];
    out += i + 1 < text.length ? BASE64[(bits >> 6) & 63] : '=';
    out += i + 2 < text.length ? BASE64[bits & 63] : '=';
  }
  return out;
}

function atob(value) {
  const text = String(value).replace(/[\t\n\f\r ]/g, '').replace(/=+$/, '');
  if (/[^A-Za-z0-9+/]/.test(text) || text.length % 4 === 1) throw new Error('atob: the text is not valid base64');
  let out = '';
  let bits = 0;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    bits = (bits << 6) | BASE64.indexOf(text[i]);
    count += 6;
    if (count >= 8) {
      count -= 8;
      out += String.fromCharCode((bits >> count) & 255);
    }
  }
  return out;
}
`;
