const requests = new Map<string, Promise<unknown>>();

/**
 * A same-origin JSON file, fetched once per page life and shared by every caller (a render may
 * `React.use` the promise); a failed fetch is tried again by the next caller.
 */
export function fetchJsonOnce<T>(url: string): Promise<T> {
  let request = requests.get(url) as Promise<T> | undefined;
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<T>;
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}
