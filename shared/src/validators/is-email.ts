// The WHATWG rule browsers apply to <input type="email">, plus a dot in the domain: an address
// without one is valid on an intranet but never for this product's users.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
