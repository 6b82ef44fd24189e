/** Base64 of a string's UTF-8 bytes, so Chinese paths and queries survive (btoa alone throws on them). */
export function encodeBase64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary);
}

/**
 * Decodes `encodeBase64Utf8`; `undefined` when the input is not base64 of valid UTF-8.
 * Tolerates the URL-safe alphabet, missing padding, and `+` turned into a space by a lax decoder.
 */
export function decodeBase64Utf8(encoded: string): string | undefined {
  let normalized = encoded.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  while (normalized.length % 4 !== 0) normalized += '=';
  try {
    const binary = atob(normalized);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
