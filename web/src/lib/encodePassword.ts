/** Base64 of the UTF-8 bytes of a password, as POST /v1/login expects. */
export function encodePassword(password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
