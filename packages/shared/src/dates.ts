/** Dates on the wire are `yyyy-MM-dd HH:mm:ss` (pig-contract.md) in the server's zone. */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatDateTime(value: Date | null | undefined): string | null {
  if (!value) return null;
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
}
