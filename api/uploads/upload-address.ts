/**
 * The address a client keeps for an upload (spec §7): the uploadURL without its query,
 * `/objects/uploads/{id}`. An absolute URL on one of this server's origins is accepted too.
 */
export const UPLOAD_PATH = '/objects/uploads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ADDRESS_PATH = /^\/objects\/uploads\/([^/?#]+)$/;

export function isUploadId(id: string): boolean {
  return UUID.test(id);
}

/** `/objects/uploads/{id}` */
export function uploadPath(id: string): string {
  return `${UPLOAD_PATH}/${id}`;
}

/**
 * The upload id an address names, or null when it is not an upload address of this server:
 * a relative `/objects/uploads/{uuid}`, or the same on one of `origins` (scheme://host:port),
 * with no query or fragment.
 */
export function parseUploadAddress(address: string, origins: readonly string[]): string | null {
  let path: string;
  if (address.startsWith('/')) {
    if (address.startsWith('//')) return null;
    path = address;
  } else {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return null;
    }
    if (!origins.includes(url.origin) || url.search !== '' || url.hash !== '' || url.username || url.password) {
      return null;
    }
    path = url.pathname;
  }
  const m = ADDRESS_PATH.exec(path);
  if (!m || !UUID.test(m[1])) return null;
  return m[1].toLowerCase();
}

/** scheme://host[:port] of a URL, lower-cased, or null. */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
