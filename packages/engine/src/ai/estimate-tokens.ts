/**
 * About how many tokens a model's tokenizer makes of `text`, for cost previews: a character of
 * Chinese, Japanese or Korean is about one token, other text about four characters a token. The
 * charge itself comes from the tokens the model reports.
 */
export function estimateTokens(text: string): number {
  let wide = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (
      (code >= 0x3000 && code <= 0x9fff) ||
      (code >= 0xac00 && code <= 0xd7af) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xff00 && code <= 0xffef)
    ) {
      wide += 1;
    }
  }
  return wide + Math.ceil((text.length - wide) / 4);
}
