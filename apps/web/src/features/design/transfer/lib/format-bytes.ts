const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * 1024;

/** A file size as the language writes it: "812 byte", "34.5 kB", "12.3 MB". */
export function formatBytes(bytes: number, language: string): string {
  const [unit, amount] =
    bytes >= MEGABYTE
      ? (['megabyte', bytes / MEGABYTE] as const)
      : bytes >= KILOBYTE
        ? (['kilobyte', bytes / KILOBYTE] as const)
        : (['byte', bytes] as const);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(amount);
}
